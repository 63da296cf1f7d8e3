import { Empty, Tabs } from 'antd';
import { ButtonLink } from '@/shared/ui/button-link';

/** Order History and Vaccination Bookings; both empty until orders and bookings exist. */
export function ProfileTabs() {
  return (
    <Tabs
      className="profile-tabs"
      items={[
        {
          key: 'orders',
          label: 'Order History',
          children: (
            <Empty description="You have not placed any orders yet.">
              <ButtonLink to="/shop" type="primary">
                Shop Products
              </ButtonLink>
            </Empty>
          ),
        },
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
