import { Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useProfileTexts } from '../profile-messages';

export interface ProfileTabsProps {
  /** The Order History tab's content (the orders feature's history, composed by the app). */
  orderHistory: ReactNode;
  /** The Vaccination Bookings tab's content (the vaccination feature's list, composed by the app). */
  vaccinationBookings: ReactNode;
}

/** Order History and Vaccination Bookings. */
export function ProfileTabs({ orderHistory, vaccinationBookings }: ProfileTabsProps) {
  const { tabs: TEXT } = useProfileTexts();
  return (
    <Tabs
      className="profile-tabs"
      items={[
        { key: 'orders', label: TEXT.orders, children: orderHistory },
        { key: 'vaccinations', label: TEXT.vaccinations, children: vaccinationBookings },
      ]}
    />
  );
}
