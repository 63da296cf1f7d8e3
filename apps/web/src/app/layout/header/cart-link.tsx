import { ShoppingCartOutlined } from '@ant-design/icons';
import { Badge } from 'antd';
import { Link } from 'react-router-dom';
import { useCartCount } from '@/features/cart';

/** Cart with its item-count badge; stays visible on small screens. */
export function CartLink() {
  const count = useCartCount();
  return (
    <Link to="/cart" className="cart-link" aria-label={`Cart (${count} ${count === 1 ? 'item' : 'items'})`}>
      <Badge count={count} size="small" color="#b04e1c" aria-hidden>
        <ShoppingCartOutlined className="cart-link__icon" />
      </Badge>
      <span className="cart-link__text">Cart</span>
    </Link>
  );
}
