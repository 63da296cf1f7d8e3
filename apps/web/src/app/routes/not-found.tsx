import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/shared/ui/button-link';
import { StatusPanel } from '@/shared/ui/status-panel';

export function NotFoundRoute() {
  const { t } = useTranslation(['layout', 'common']);
  return (
    <StatusPanel
      className="page-container route-result"
      status="not-found"
      headingLevel={1}
      title={t('notFound.title')}
      text={t('notFound.text')}
      extra={
        <ButtonLink to="/home" type="primary" size="large">
          {t('common:actions.backHome')}
        </ButtonLink>
      }
    />
  );
}
