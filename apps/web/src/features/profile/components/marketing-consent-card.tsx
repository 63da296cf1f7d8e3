import { MailOutlined } from '@ant-design/icons';
import { Card, Switch } from 'antd';
import { useId } from 'react';
import { useCurrentAccount, useSetMarketingConsent } from '../api/marketing-consent';
import { useProfileTexts } from '../profile-messages';
import { useFeedback } from '@/shared/ui/feedback';

/**
 * Edit Profile's "E-mail News" toggle: newsletters and product announcements, off unless the customer
 * turns it on. Order, booking and account e-mails are not affected.
 */
export function MarketingConsentCard() {
  const { notification } = useFeedback();
  const { marketing: TEXT } = useProfileTexts();
  const account = useCurrentAccount();
  const setConsent = useSetMarketingConsent();
  const labelId = useId();
  const optedIn = account.data?.marketingOptIn === true;

  const toggle = (on: boolean) =>
    setConsent.mutate(on, {
      onSuccess: () =>
        notification.success({
          title: TEXT.savedTitle,
          description: on ? TEXT.optedIn : TEXT.optedOut,
        }),
      onError: () => notification.error({ title: TEXT.errorTitle, description: TEXT.saveFailed }),
    });

  return (
    <Card title={<h2 className="profile-card__title">{TEXT.title}</h2>} className="profile-card">
      <p>
        <MailOutlined aria-hidden /> {TEXT.lead}
      </p>
      <label id={labelId} className="profile-switch">
        <Switch
          aria-labelledby={labelId}
          checked={optedIn}
          loading={account.isPending || setConsent.isPending}
          disabled={account.isError}
          onChange={toggle}
        />{' '}
        {TEXT.switchLabel}
      </label>
    </Card>
  );
}
