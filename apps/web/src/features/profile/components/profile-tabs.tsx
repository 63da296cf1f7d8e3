import { Empty, Tabs } from 'antd';
import type { ReactNode } from 'react';
import { ButtonLink } from '@/shared/ui/button-link';

export interface ProfileTabsProps {
  /** The Order History tab's content (the orders feature's history, composed by the app). */
  orderHistory: ReactNode;
}

/** Order History and Vaccination Bookings (empty until bookings exist). */
export function ProfileTabs({ orderHistory }: ProfileTabsProps) {
  return (
    <Tabs
      className="profile-tabs"
      items={[
        { key: 'orders', label: 'Order History', children: orderHistory },
        {
          key: 'vaccinations',
          label: 'Vaccination Bookings',
          children: (
            <Empty description="You have no vaccination bookings yet.">
              <ButtonLink to="/book-vaccination" type="primary">
                Book Vaccination
              </ButtonLink>
            </Empty>
          ),
        },
      ]}
    />
  );
}
