import { Tabs } from 'antd';
import type { ReactNode } from 'react';

export interface ProfileTabsProps {
  /** The Order History tab's content (the orders feature's history, composed by the app). */
  orderHistory: ReactNode;
  /** The Vaccination Bookings tab's content (the vaccination feature's list, composed by the app). */
  vaccinationBookings: ReactNode;
}

/** Order History and Vaccination Bookings. */
export function ProfileTabs({ orderHistory, vaccinationBookings }: ProfileTabsProps) {
  return (
    <Tabs
      className="profile-tabs"
      items={[
        { key: 'orders', label: 'Order History', children: orderHistory },
        { key: 'vaccinations', label: 'Vaccination Bookings', children: vaccinationBookings },
      ]}
    />
  );
}
