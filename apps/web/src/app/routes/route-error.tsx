import ReloadOutlined from '@ant-design/icons-svg/es/asn/ReloadOutlined';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import { reloadPage } from '@/shared/lib';
import { StatusPanel } from '@/shared/ui/status-panel';
import { Icon } from '@/shared/ui/icon';

/** Shown when a route fails to load or render (e.g. a lazy chunk missing after a deploy). */
export function RouteError() {
  const { t } = useTranslation(['layout', 'common']);
  return (
    <StatusPanel
      className="page-container route-result"
      status="error"
      headingLevel={1}
      title={t('routeError.title')}
      text={t('routeError.text')}
      extra={
        <Button type="primary" icon={<Icon svg={ReloadOutlined} />} onClick={() => reloadPage()}>
          {t('common:actions.reload')}
        </Button>
      }
    />
  );
}
