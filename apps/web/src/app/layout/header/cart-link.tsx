import { ShoppingCartOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { useCartCount } from '@/features/cart';

/** Cart with its item-count badge; stays visible on small screens. */
export function CartLink() {
  const count = useCartCount();
  return (
    // Named by its content, "Cart (2 items)": an aria-label would have to repeat the badge's visible number.
    <Link to="/cart" className="cart-link">
      {/* The badge's number is read from the hidden text below, in words. */}
      <span className="cart-link__badge" aria-hidden="true">
        <ShoppingCartOutlined className="cart-link__icon" />
        {count > 0 && <sup className="cart-link__count">{count > 99 ? '99+' : count}</sup>}
      </span>
      <span className="cart-link__text">Cart</span>
      <span className="visually-hidden"> ({`${count} ${count === 1 ? 'item' : 'items'}`})</span>
    </Link>
  );
}
