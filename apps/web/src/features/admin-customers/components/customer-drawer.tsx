import { Alert, Descriptions, Drawer, Empty, List, Skeleton } from 'antd';
import { formatDate } from '@/shared/admin';
import { formatPrice } from '@/shared/format';
import { OrderStatusBadge } from '@/shared/orders';
import { BookingStatusTag, clockLabel, longDate } from '@/shared/vaccination';
import { ADMIN_CUSTOMERS_MESSAGES as TEXT } from '../admin-customers-messages';
import type { AdminCustomer } from '../api/admin-customer-types';
import { useCustomerBookings, useCustomerOrders } from '../api/get-customer-history';

export interface CustomerDrawerProps {
  customer: AdminCustomer | null;
  onClose: () => void;
}

/** One customer at a glance: details, money spent, their orders and their vaccination bookings. */
export function CustomerDrawer({ customer, onClose }: CustomerDrawerProps) {
  const email = customer?.email ?? null;
  const orders = useCustomerOrders(email);
  const bookings = useCustomerBookings(email);
  return (
    <Drawer
      open={customer !== null}
      onClose={onClose}
      title={customer ? TEXT.drawerTitle(customer.name) : ''}
      size="large"
      className="admin-customers__drawer"
    >
      {customer && (
        <>
          <section aria-labelledby="customer-details-title">
            <h3 id="customer-details-title">{TEXT.details}</h3>
            <Descriptions column={1} size="small">
              <Descriptions.Item label={TEXT.emailColumn}>{customer.email}</Descriptions.Item>
              <Descriptions.Item label={TEXT.phoneColumn}>
                {customer.phoneNumber ?? TEXT.notGiven}
              </Descriptions.Item>
              <Descriptions.Item label={TEXT.joinedColumn}>
                {formatDate(customer.createdAt)}
              </Descriptions.Item>
              <Descriptions.Item label={TEXT.ordersColumn}>{customer.orderCount}</Descriptions.Item>
              <Descriptions.Item label={TEXT.spentColumn}>
                {formatPrice(customer.totalSpent)}
              </Descriptions.Item>
            </Descriptions>
          </section>

          <section aria-labelledby="customer-orders-title">
            <h3 id="customer-orders-title">{TEXT.ordersTitle}</h3>
            {orders.isPending ? (
              <Skeleton active paragraph={{ rows: 2 }} />
            ) : orders.isError ? (
              <Alert type="warning" showIcon title={TEXT.ordersFailed} />
            ) : orders.data.length === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={TEXT.noOrders} />
            ) : (
              <List
                size="small"
                dataSource={orders.data}
                renderItem={(order) => (
                  <List.Item extra={<OrderStatusBadge status={order.status} />}>
                    <List.Item.Meta
                      title={`#${order.id.slice(0, 8)} · ${formatPrice(order.total)}`}
                      description={formatDate(order.createdAt)}
                    />
                  </List.Item>
                )}
              />
            )}
          </section>

          <section aria-labelledby="customer-bookings-title">
            <h3 id="customer-bookings-title">{TEXT.bookingsTitle}</h3>
            {bookings.isPending ? (
              <Skeleton active paragraph={{ rows: 2 }} />
            ) : bookings.isError ? (
              <Alert type="warning" showIcon title={TEXT.bookingsFailed} />
            ) : bookings.data.length === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={TEXT.noBookings} />
            ) : (
              <List
                size="small"
                dataSource={bookings.data}
                renderItem={(booking) => (
                  <List.Item extra={<BookingStatusTag status={booking.status} />}>
                    <List.Item.Meta
                      title={`${longDate(booking.appointmentDate)}, ${clockLabel(booking.appointmentTime)}`}
                      description={`${booking.dog.name} · ${booking.vaccinationCenter}`}
                    />
                  </List.Item>
                )}
              />
            )}
          </section>
        </>
      )}
    </Drawer>
  );
}
