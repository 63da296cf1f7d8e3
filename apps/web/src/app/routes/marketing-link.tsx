import { useSearchParams } from 'react-router-dom';
import { MarketingLinkPage } from '@/features/newsletter';

/** /newsletter/confirm?token=...: the double opt-in's confirmation link (no login). */
export function ConfirmNewsletterRoute() {
  const [params] = useSearchParams();
  return <MarketingLinkPage kind="confirm" token={params.get('token') || null} />;
}

/** /unsubscribe?token=...: the unsubscribe link of every marketing e-mail (no login). */
export function UnsubscribeRoute() {
  const [params] = useSearchParams();
  return <MarketingLinkPage kind="unsubscribe" token={params.get('token') || null} />;
}
