import LoadingOutlined from '@ant-design/icons-svg/es/asn/LoadingOutlined';
import type {
  AnchorHTMLAttributes,
  ButtonHTMLAttributes,
  MouseEvent as ReactMouseEvent,
  ReactNode,
} from 'react';
import { Icon } from '../icon';
import './button.css';

type SharedAttributes = Omit<
  ButtonHTMLAttributes<HTMLButtonElement> & AnchorHTMLAttributes<HTMLAnchorElement>,
  'type' | 'onClick'
>;

export interface ButtonProps extends SharedAttributes {
  /** antd's names, drawn the same: a filled brand button, the outlined default, text and link. */
  type?: 'primary' | 'default' | 'text' | 'link';
  htmlType?: 'button' | 'submit' | 'reset';
  size?: 'small' | 'middle' | 'large';
  shape?: 'default' | 'circle' | 'round';
  icon?: ReactNode;
  /** Shows a spinner in place of the icon and ignores clicks until done (as antd's does). */
  loading?: boolean;
  block?: boolean;
  /** A link that looks like a button. */
  href?: string;
  onClick?: (event: ReactMouseEvent<HTMLElement>) => void;
}

/**
 * The shop's button in antd's look without antd's runtime: the shell and the first pages (home, product,
 * login) use it so their first load carries no Ant Design code (issue 14's 180 KB). Pages that load antd
 * anyway may use either; they look alike (button.css holds antd's measures and the theme's colours).
 */
export function Button({
  type = 'default',
  htmlType = 'button',
  size = 'middle',
  shape = 'default',
  icon,
  loading = false,
  block = false,
  href,
  className,
  children,
  disabled,
  onClick,
  ...rest
}: ButtonProps) {
  const hasText = children !== undefined && children !== null && children !== false;
  const classes = [
    'kp-btn',
    `kp-btn--${type}`,
    size !== 'middle' && `kp-btn--${size}`,
    shape !== 'default' && `kp-btn--${shape}`,
    !hasText && icon && 'kp-btn--icon-only',
    block && 'kp-btn--block',
    loading && 'kp-btn--loading',
    className,
  ]
    .filter(Boolean)
    .join(' ');
  const shownIcon = loading ? <Icon svg={LoadingOutlined} spin /> : icon;
  const content = (
    <>
      {shownIcon && <span className="kp-btn__icon">{shownIcon}</span>}
      {hasText && <span>{children}</span>}
    </>
  );
  const handleClick = (event: ReactMouseEvent<HTMLElement>) => {
    if (loading || disabled) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  if (href !== undefined) {
    return (
      <a
        {...rest}
        className={classes}
        href={disabled ? undefined : href}
        aria-disabled={disabled || undefined}
        onClick={handleClick}
      >
        {content}
      </a>
    );
  }
  return (
    <button {...rest} type={htmlType} className={classes} disabled={disabled} onClick={handleClick}>
      {content}
    </button>
  );
}
