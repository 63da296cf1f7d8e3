import { DeleteOutlined, MinusOutlined, PlusOutlined } from '@ant-design/icons';
import { MAX_QUANTITY_PER_PRODUCT } from '@kukur/contracts';
import { Button, InputNumber, Tag } from 'antd';
import { Link } from 'react-router-dom';
import { useMoney } from '@/shared/i18n';
import { type CartItem, lineProblemOf } from '../cart-item';
import { lineProblemText, useCartTexts } from '../cart-messages';

export interface CartLineProps {
  item: CartItem;
  /** The row is on its way out: dimmed and no longer changeable. */
  removing: boolean;
  onIncrease: () => void;
  onDecrease: () => void;
  onSetQuantity: (quantity: number) => void;
  onRemove: () => void;
}

/** Where a line's product is shown: vaccines under /vaccination, everything else under /products. */
function detailPathOf(item: CartItem): string {
  const base = item.kind === 'vaccine' ? '/vaccination' : '/products';
  return `${base}/${encodeURIComponent(item.id)}`;
}

/** One line of the cart: product, price, quantity controls, line total and Remove. */
export function CartLine({ item, removing, onIncrease, onDecrease, onSetQuantity, onRemove }: CartLineProps) {
  const texts = useCartTexts();
  const money = useMoney();
  const problem = lineProblemOf(item);
  // The most one order takes: + stops here instead of warning again on every click.
  const atLimit = item.quantity >= MAX_QUANTITY_PER_PRODUCT;
  const problemId = `cart-line-problem-${item.id}`;
  const className = ['cart-line', removing && 'cart-line--removing', problem && 'cart-line--problem']
    .filter(Boolean)
    .join(' ');

  return (
    <li className={className} aria-busy={removing || undefined} data-testid="cart-line">
      <article className="cart-line__body" aria-labelledby={`cart-line-name-${item.id}`}>
        <div className="cart-line__media">
          {item.image ? (
            <img src={item.image} alt="" className="cart-line__image" />
          ) : (
            <span className="cart-line__placeholder" aria-hidden>
              🐾
            </span>
          )}
        </div>
        <div className="cart-line__info">
          <h3 className="cart-line__name" id={`cart-line-name-${item.id}`}>
            <Link to={detailPathOf(item)}>{item.name}</Link>
          </h3>
          <p className="cart-line__unit">{texts.unitPrice(item.price)}</p>
          {problem && (
            <Tag
              color={problem.kind === 'short' ? 'orange' : 'red'}
              id={problemId}
              className="cart-line__problem"
            >
              {lineProblemText(problem, texts)}
            </Tag>
          )}
        </div>
        <div className="cart-line__quantity">
          <div className="cart-line__controls">
            <Button
              icon={<MinusOutlined aria-hidden />}
              aria-label={texts.decrease(item.name)}
              disabled={removing}
              onClick={onDecrease}
            />
            <InputNumber<number>
              className="cart-line__input"
              aria-label={texts.quantity(item.name)}
              aria-describedby={problem ? problemId : undefined}
              min={0}
              precision={0}
              controls={false}
              disabled={removing}
              value={item.quantity}
              onChange={(next) => {
                if (typeof next === 'number' && Number.isFinite(next)) onSetQuantity(next);
              }}
            />
            <Button
              icon={<PlusOutlined aria-hidden />}
              aria-label={texts.increase(item.name)}
              title={atLimit ? texts.maxPerOrder : undefined}
              disabled={removing || atLimit}
              onClick={onIncrease}
            />
          </div>
          <span className="cart-line__hint">{texts.maxPerOrder}</span>
        </div>
        <div className="cart-line__total">
          <span className="cart-line__total-label">{texts.lineTotal}</span>
          <strong>{money(item.price * item.quantity)}</strong>
        </div>
        <Button
          type="text"
          danger
          className="cart-line__remove"
          icon={<DeleteOutlined aria-hidden />}
          aria-label={texts.removeLabel(item.name)}
          disabled={removing}
          onClick={onRemove}
        >
          {texts.remove}
        </Button>
      </article>
    </li>
  );
}
