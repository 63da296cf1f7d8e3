import { AppstoreOutlined, MedicineBoxOutlined, UserOutlined } from '@ant-design/icons';
import { ButtonLink } from '@/shared/ui/button-link';
import { InfoCard } from './info-card';

export interface MemberGreetingProps {
  name: string;
}

export function MemberGreeting({ name }: MemberGreetingProps) {
  return (
    <>
      <h2 className="section-title" id="greeting-title">
        Welcome back, {name}!
      </h2>
      <p className="section-lead">Good to see you again. Here is what you can do today.</p>
      <div className="card-grid card-grid--3">
        <InfoCard
          icon={<AppstoreOutlined aria-hidden />}
          title="Browse Categories"
          action={<ButtonLink to="/products">Browse Products</ButtonLink>}
        >
          Food, toys, supplements, accessories, belts and more for every dog.
        </InfoCard>
        <InfoCard
          icon={<UserOutlined aria-hidden />}
          title="Your Account"
          tone="teal"
          action={<ButtonLink to="/profile">Your Profile</ButtonLink>}
        >
          Manage your profile, your orders and your favourite products.
        </InfoCard>
        <InfoCard
          icon={<MedicineBoxOutlined aria-hidden />}
          title="Pet Services"
          tone="gold"
          action={
            <ButtonLink to="/vaccination" type="primary">
              Book Vaccination
            </ButtonLink>
          }
        >
          Schedule vaccinations and health services for your dog.
        </InfoCard>
      </div>
    </>
  );
}
