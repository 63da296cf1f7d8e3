import { ShoppingOutlined } from '@ant-design/icons';
import { Empty } from 'antd';
import { ButtonLink } from '@/shared/ui/button-link';
import { useCartTexts } from '../cart-messages';

/** The empty cart, with a way to the products. */
export function CartEmpty() {
  const texts = useCartTexts();
  return (
    <Empty
      className="cart-empty"
      description={
        <>
          <strong className="cart-empty__title">{texts.emptyTitle}</strong>
          <span className="cart-empty__hint">{texts.emptyHint}</span>
        </>
      }
    >
      <ButtonLink to="/products" type="primary" size="large" icon={<ShoppingOutlined aria-hidden />}>
        {texts.browseProducts}
      </ButtonLink>
    </Empty>
  );
}
