import ShoppingCartOutlined from '@ant-design/icons-svg/es/asn/ShoppingCartOutlined';
import { formatCount } from '@kukur/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useCartCount } from '@/features/cart';
import { useLanguage } from '@/shared/i18n';
import { Icon } from '@/shared/ui/icon';

/** Cart with its item-count badge; stays visible on small screens. */
export function CartLink() {
  const { t } = useTranslation('layout');
  const count = useCartCount();
  const language = useLanguage();
  return (
    // Named by its content, "Cart (2 items)": an aria-label would have to repeat the badge's visible number.
    <Link to="/cart" className="cart-link">
      {/* The badge's number is read from the hidden text below, in words. */}
      <span className="cart-link__badge" aria-hidden="true">
        <Icon svg={ShoppingCartOutlined} className="cart-link__icon" />
        {count > 0 && (
          <sup className="cart-link__count">
            {count > 99 ? `${formatCount(99, language)}+` : formatCount(count, language)}
          </sup>
        )}
      </span>
      <span className="cart-link__text">{t('cart.label')}</span>
      <span className="visually-hidden"> {t('cart.count', { count, n: formatCount(count, language) })}</span>
    </Link>
  );
}
