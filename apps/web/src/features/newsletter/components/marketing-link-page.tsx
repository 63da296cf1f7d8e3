import { Alert, Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useErrorText, useLanguage } from '@/shared/i18n';
import { ButtonLink } from '@/shared/ui/button-link';
import { PageSpinner } from '@/shared/ui/page-spinner';
import {
  type MarketingLinkKind,
  useConfirmNewsletter,
  useMarketingLink,
  useUnsubscribe,
} from '../api/marketing-links';

export interface MarketingLinkPageProps {
  kind: MarketingLinkKind;
  /** The `token` of the e-mail link; null when the page was opened without one. */
  token: string | null;
}

/**
 * The page a marketing e-mail's link opens (/newsletter/confirm or /unsubscribe), without login: it says
 * what will happen and acts only on the button, because mail scanners open links on their own.
 */
export function MarketingLinkPage({ kind, token }: MarketingLinkPageProps) {
  const { t } = useTranslation('info');
  const language = useLanguage();
  const errorText = useErrorText();
  const link = useMarketingLink(kind, token);
  const confirm = useConfirmNewsletter();
  const unsubscribe = useUnsubscribe();
  const action = kind === 'confirm' ? confirm : unsubscribe;
  // The server's reason (in Nepali its code's text), else that something went wrong.
  const problemOf = (error: unknown) => errorText(error, t('marketingLink.failed'));

  const home = (
    <ButtonLink to="/home" type="primary" size="large">
      {t('actions.backHome', { ns: 'common' })}
    </ButtonLink>
  );

  if (token === null || link.isError) {
    return (
      <Result
        className="page-container route-result"
        status="error"
        title={<h1 className="route-result__title">{t('marketingLink.brokenTitle')}</h1>}
        subTitle={token === null ? t('marketingLink.invalidLink') : problemOf(link.error)}
        extra={home}
      />
    );
  }
  if (!link.data) return <PageSpinner />;

  if (action.isSuccess) {
    return (
      <Result
        className="page-container route-result"
        status="success"
        title={<h1 className="route-result__title">{t(`marketingLink.${kind}.doneTitle`)}</h1>}
        // The server's own words in English; the catalogue's in another language.
        subTitle={language === 'en' ? action.data.message : t(`marketingLink.${kind}.done`)}
        extra={home}
      />
    );
  }

  return (
    <Result
      className="page-container route-result"
      status="info"
      title={<h1 className="route-result__title">{t(`marketingLink.${kind}.title`)}</h1>}
      subTitle={t(`marketingLink.${kind}.question`, { email: link.data.email })}
      extra={
        <>
          {action.isError && (
            <Alert type="error" showIcon title={problemOf(action.error)} style={{ marginBottom: 16 }} />
          )}
          <Button
            type="primary"
            danger={kind === 'unsubscribe'}
            size="large"
            loading={action.isPending}
            onClick={() => action.mutate(token)}
          >
            {t(`marketingLink.${kind}.button`)}
          </Button>
        </>
      }
    />
  );
}
