import { CalendarOutlined, DeleteOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { ButtonLink } from '@/shared/ui/button-link';
import { bookingPathOf, type CartItem } from '../cart-item';
import { useCartTexts } from '../cart-messages';

export interface CartVaccineLinesProps {
  lines: readonly CartItem[];
  onRemove: (item: CartItem) => void;
}

/**
 * Vaccines a cart saved by an older version of the shop still holds. They cannot be ordered (the shop
 * refuses them): each gets the way to book an appointment instead, and Remove.
 */
export function CartVaccineLines({ lines, onRemove }: CartVaccineLinesProps) {
  const cartTexts = useCartTexts();
  const texts = cartTexts.vaccineLines;
  if (lines.length === 0) return null;
  return (
    <section className="cart-vaccines" aria-labelledby="cart-vaccines-title">
      <h2 id="cart-vaccines-title" className="cart-items__title">
        {texts.title}
      </h2>
      <p className="cart-vaccines__lead">{texts.lead}</p>
      <ul className="cart-vaccines__list">
        {lines.map((item) => (
          <li key={item.id} className="cart-vaccines__line" data-testid="cart-vaccine-line">
            <span className="cart-vaccines__name">{item.name}</span>
            <span className="cart-vaccines__actions">
              <ButtonLink
                to={bookingPathOf(item.id)}
                type="primary"
                icon={<CalendarOutlined aria-hidden />}
                aria-label={texts.bookInsteadLabel(item.name)}
              >
                {texts.bookInstead}
              </ButtonLink>
              <Button
                type="text"
                danger
                icon={<DeleteOutlined aria-hidden />}
                aria-label={cartTexts.removeLabel(item.name)}
                onClick={() => onRemove(item)}
              >
                {cartTexts.remove}
              </Button>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
