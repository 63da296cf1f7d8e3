import { ReloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { reloadPage } from '@/shared/lib';
import { StatusPanel } from '@/shared/ui/status-panel';

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
        <Button type="primary" icon={<ReloadOutlined aria-hidden />} onClick={() => reloadPage()}>
          {t('common:actions.reload')}
        </Button>
      }
    />
  );
}
