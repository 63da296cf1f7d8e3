import { MailOutlined } from '@ant-design/icons';
import { Card, Switch } from 'antd';
import { useId } from 'react';
import { useCurrentAccount, useSetMarketingConsent } from '../api/marketing-consent';
import { useFeedback } from '@/shared/ui/feedback';

/**
 * Edit Profile's "E-mail News" toggle: newsletters and product announcements, off unless the customer
 * turns it on. Order, booking and account e-mails are not affected.
 */
export function MarketingConsentCard() {
  const { notification } = useFeedback();
  const account = useCurrentAccount();
  const setConsent = useSetMarketingConsent();
  const labelId = useId();
  const optedIn = account.data?.marketingOptIn === true;

  const toggle = (on: boolean) =>
    setConsent.mutate(on, {
      onSuccess: () =>
        notification.success({
          title: 'Preferences Saved',
          description: on
            ? 'You will receive our news and product announcements by e-mail.'
            : 'You will no longer receive our news and product announcements by e-mail.',
        }),
      onError: () =>
        notification.error({ title: 'Error', description: 'Could not save your e-mail preference.' }),
    });

  return (
    <Card title={<h2 className="profile-card__title">E-mail News</h2>} className="profile-card">
      <p>
        <MailOutlined aria-hidden /> New products, vaccination reminders and offers, a few times a month.
        E-mails about your orders, bookings and account always arrive.
      </p>
      <label id={labelId} className="profile-switch">
        <Switch
          aria-labelledby={labelId}
          checked={optedIn}
          loading={account.isPending || setConsent.isPending}
          disabled={account.isError}
          onChange={toggle}
        />{' '}
        Send me news and offers by e-mail
      </label>
    </Card>
  );
}
