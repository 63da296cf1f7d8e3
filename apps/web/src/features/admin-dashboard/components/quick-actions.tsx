import { AppstoreAddOutlined, ShoppingCartOutlined, TeamOutlined } from '@ant-design/icons';
import { Card } from 'antd';
import { ButtonLink } from '@/shared/ui/button-link';
import { ADMIN_DASHBOARD_MESSAGES as TEXT } from '../admin-dashboard-messages';

const QUICK_ACTIONS = [
  { to: '/admin/products/add', label: TEXT.addProduct, icon: <AppstoreAddOutlined aria-hidden /> },
  { to: '/admin/orders', label: TEXT.viewOrders, icon: <ShoppingCartOutlined aria-hidden /> },
  { to: '/admin/customers', label: TEXT.manageCustomers, icon: <TeamOutlined aria-hidden /> },
];

export function QuickActions() {
  return (
    <Card className="dashboard-card" title={<h3 className="dashboard-card__title">{TEXT.quickActions}</h3>}>
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
  );
}
