import { AppstoreAddOutlined, ShoppingCartOutlined, TeamOutlined } from '@ant-design/icons';
import { Card } from 'antd';
import { displayNameOf } from '@/shared/lib';
import { ButtonLink } from '@/shared/ui/button-link';
import { ADMIN_NAME_FALLBACK, type AdminUser } from '../admin-user';

const QUICK_ACTIONS = [
  { to: '/admin/products/add', label: 'Add new product', icon: <AppstoreAddOutlined aria-hidden /> },
  { to: '/admin/orders', label: 'View recent orders', icon: <ShoppingCartOutlined aria-hidden /> },
  { to: '/admin/customers', label: 'Manage customers', icon: <TeamOutlined aria-hidden /> },
];

export interface AdminDashboardProps {
  user: AdminUser | null;
}

/** The dashboard: the welcome banner and the quick actions (statistics come with the admin issue). */
export function AdminDashboard({ user }: AdminDashboardProps) {
  return (
    <div className="admin-dashboard">
      <section className="admin-banner" aria-labelledby="admin-banner-title">
        <h2 className="admin-banner__title" id="admin-banner-title">
          Welcome Back, {displayNameOf(user, ADMIN_NAME_FALLBACK)}
        </h2>
        <p>Here is where you look after the shop: products, orders, customers and vaccination bookings.</p>
      </section>
      <Card title={<h2 className="admin-card__title">Quick Actions</h2>} className="admin-card">
        <ul className="admin-quick-actions">
          {QUICK_ACTIONS.map((action) => (
            <li key={action.to}>
              <ButtonLink to={action.to} icon={action.icon} block>
                {action.label}
              </ButtonLink>
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
