import ReloadOutlined from '@ant-design/icons-svg/es/asn/ReloadOutlined';
import { Button } from '@/shared/ui/button';
import { reloadPage } from '@/shared/lib';
import { StatusPanel } from '@/shared/ui/status-panel';
import { Icon } from '@/shared/ui/icon';
import { useCatalogueTexts } from '../../catalogue-messages';

export interface ErrorPanelProps {
  title: string;
  message?: string;
}

/** The spec's error panels: a heading, the message and Try Again, which reloads the page. */
export function ErrorPanel({ title, message }: ErrorPanelProps) {
  const texts = useCatalogueTexts().common;
  return (
    <StatusPanel
      className="catalogue-state"
      status="warning"
      title={title}
      text={message}
      extra={
        <Button type="primary" icon={<Icon svg={ReloadOutlined} />} onClick={() => reloadPage()}>
          {texts.tryAgain}
        </Button>
      }
    />
  );
}
