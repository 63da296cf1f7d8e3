import { ReloadOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { reloadPage } from '@/shared/lib';
import { CATALOGUE_MESSAGES } from '../../catalogue-messages';

export interface ErrorPanelProps {
  title: string;
  message?: string;
}

/** The spec's error panels: a heading, the message and Try Again, which reloads the page. */
export function ErrorPanel({ title, message }: ErrorPanelProps) {
  return (
    <Result
      className="catalogue-state"
      status="warning"
      title={<h2 className="catalogue-state__title">{title}</h2>}
      subTitle={message}
      extra={
        <Button type="primary" icon={<ReloadOutlined aria-hidden />} onClick={() => reloadPage()}>
          {CATALOGUE_MESSAGES.common.tryAgain}
        </Button>
      }
    />
  );
}
