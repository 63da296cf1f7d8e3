import { CheckCircleFilled, GiftOutlined, LoginOutlined, StarOutlined } from '@ant-design/icons';
import { useFirstOrderOffer } from '@/shared/orders';
import { ButtonLink } from '@/shared/ui/button-link';
import { InfoCard } from './info-card';

const BENEFITS = ['Member-only discounts', 'Save your favourite products', 'Track your orders'];
const LATEST = ['New toys for playful pups', 'Vaccination services', 'Fresh accessories'];

function TickList({ items }: { items: string[] }) {
  return (
    <ul className="tick-list">
      {items.map((item) => (
        <li key={item}>
          <CheckCircleFilled aria-hidden /> {item}
        </li>
      ))}
    </ul>
  );
}

export function VisitorGreeting() {
  // The first-order offer as the shop runs it now: its rate, and nothing when it is off.
  const offer = useFirstOrderOffer(null);
  return (
    <>
      <h2 className="section-title" id="greeting-title">
        Namaste, dog lover!
      </h2>
      <p className="section-lead">Join the Kukur Pasal family or pick up where you left off.</p>
      <div className="card-grid card-grid--2">
        <InfoCard
          icon={<GiftOutlined aria-hidden />}
          title="New Customer?"
          action={
            <ButtonLink to="/signup" type="primary" size="large">
              Sign Up Now
            </ButtonLink>
          }
        >
          {offer?.enabled && (
            <p className="offer">
              Get <strong>{offer.percent}% off</strong> your first order.
            </p>
          )}
          <TickList items={BENEFITS} />
        </InfoCard>
        <InfoCard
          icon={<StarOutlined aria-hidden />}
          title="Returning Customer?"
          tone="teal"
          action={
            <ButtonLink to="/login" size="large" icon={<LoginOutlined aria-hidden />}>
              Login Now
            </ButtonLink>
          }
        >
          <p>Log in to see our latest arrivals:</p>
          <TickList items={LATEST} />
        </InfoCard>
      </div>
    </>
  );
}
