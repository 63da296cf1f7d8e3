import { MESSAGES } from '@kukur/contracts';
import { Alert, Button, Result } from 'antd';
import { ApiError } from '@/shared/api';
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

function problemOf(error: unknown): string {
  return error instanceof ApiError && error.serverMessage
    ? error.serverMessage
    : 'Something went wrong. Please try again.';
}

const TEXTS = {
  confirm: {
    title: 'Confirm your newsletter subscription',
    question: (email: string) =>
      `Start sending news about new products, vaccination reminders and offers to ${email}?`,
    button: 'Confirm Subscription',
    doneTitle: "You're subscribed!",
  },
  unsubscribe: {
    title: 'Unsubscribe from our e-mails?',
    question: (email: string) =>
      `${email} will no longer receive newsletters or product announcements. E-mails about your orders, bookings and account still arrive.`,
    button: 'Unsubscribe',
    doneTitle: 'You have been unsubscribed',
  },
} as const;

/**
 * The page a marketing e-mail's link opens (/newsletter/confirm or /unsubscribe), without login: it says
 * what will happen and acts only on the button, because mail scanners open links on their own.
 */
export function MarketingLinkPage({ kind, token }: MarketingLinkPageProps) {
  const link = useMarketingLink(kind, token);
  const confirm = useConfirmNewsletter();
  const unsubscribe = useUnsubscribe();
  const action = kind === 'confirm' ? confirm : unsubscribe;
  const text = TEXTS[kind];

  const home = (
    <ButtonLink to="/home" type="primary" size="large">
      Back to Home
    </ButtonLink>
  );

  if (token === null || link.isError) {
    return (
      <Result
        className="page-container route-result"
        status="error"
        title={<h1 className="route-result__title">This link does not work</h1>}
        subTitle={token === null ? MESSAGES.newsletter.invalidLink : problemOf(link.error)}
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
        title={<h1 className="route-result__title">{text.doneTitle}</h1>}
        subTitle={action.data.message}
        extra={home}
      />
    );
  }

  return (
    <Result
      className="page-container route-result"
      status="info"
      title={<h1 className="route-result__title">{text.title}</h1>}
      subTitle={text.question(link.data.email)}
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
            {text.button}
          </Button>
        </>
      }
    />
  );
}
