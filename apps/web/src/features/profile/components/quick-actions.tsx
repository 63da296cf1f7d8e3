import { MedicineBoxOutlined, ShoppingOutlined } from '@ant-design/icons';
import { Card } from 'antd';
import { ButtonLink } from '@/shared/ui/button-link';

/** Quick Actions: Shop Products (/shop) and Book Vaccination (/book-vaccination). */
export function QuickActions() {
  return (
    <Card title={<h2 className="profile-card__title">Quick Actions</h2>} className="profile-card">
      <div className="profile-actions">
        <ButtonLink to="/shop" icon={<ShoppingOutlined aria-hidden />} block>
          Shop Products
        </ButtonLink>
        <ButtonLink to="/book-vaccination" type="primary" icon={<MedicineBoxOutlined aria-hidden />} block>
          Book Vaccination
        </ButtonLink>
      </div>
    </Card>
  );
}
