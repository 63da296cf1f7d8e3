import { ShoppingOutlined } from '@ant-design/icons';
import { Empty } from 'antd';
import { ButtonLink } from '@/shared/ui/button-link';
import { CART_MESSAGES } from '../cart-messages';

/** The empty cart, with a way to the products. */
export function CartEmpty() {
  return (
    <Empty
      className="cart-empty"
      description={
        <>
          <strong className="cart-empty__title">{CART_MESSAGES.emptyTitle}</strong>
          <span className="cart-empty__hint">{CART_MESSAGES.emptyHint}</span>
        </>
      }
    >
      <ButtonLink to="/products" type="primary" size="large" icon={<ShoppingOutlined aria-hidden />}>
        {CART_MESSAGES.browseProducts}
      </ButtonLink>
    </Empty>
  );
}
