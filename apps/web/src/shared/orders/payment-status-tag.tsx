import type { PaymentStatus } from '@kukur/contracts';
import type { StatusColor } from './order-status';
import { paymentStatusColor, paymentStatusLabel, type PaymentStatusColor } from './payment-status';
import './order-status.css';

const BADGE_COLOR: Record<PaymentStatusColor, StatusColor> = {
  success: 'green',
  warning: 'yellow',
  error: 'red',
  processing: 'blue',
};

/**
 * An order's payment status as a small coloured badge ("Paid", "Refund pending", "Refunded"...), in the
 * order-status palette (dark text on a light fill, for contrast).
 */
export function PaymentStatusTag({
  status,
  className,
  label,
}: {
  status: PaymentStatus;
  className?: string;
  /** How it reads in the reader's language; the shared English label when left out. */
  label?: string;
}) {
  const color = BADGE_COLOR[paymentStatusColor(status)];
  return (
    <span
      className={['payment-status', `payment-status--${color}`, className].filter(Boolean).join(' ')}
      data-status={status}
    >
      {label ?? paymentStatusLabel(status)}
    </span>
  );
}
