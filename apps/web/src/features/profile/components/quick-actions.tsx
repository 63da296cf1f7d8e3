import { MedicineBoxOutlined, ShoppingOutlined } from '@ant-design/icons';
import { Card } from 'antd';
import { ButtonLink } from '@/shared/ui/button-link';
import { useProfileTexts } from '../profile-messages';

/** Quick Actions: Shop Products (/shop) and Book Vaccination (/book-vaccination). */
export function QuickActions() {
  const { quickActions: TEXT } = useProfileTexts();
  return (
    <Card title={<h2 className="profile-card__title">{TEXT.title}</h2>} className="profile-card">
      <div className="profile-actions">
        <ButtonLink to="/shop" icon={<ShoppingOutlined aria-hidden />} block>
          {TEXT.shopProducts}
        </ButtonLink>
        <ButtonLink to="/book-vaccination" type="primary" icon={<MedicineBoxOutlined aria-hidden />} block>
          {TEXT.bookVaccination}
        </ButtonLink>
      </div>
    </Card>
  );
}
