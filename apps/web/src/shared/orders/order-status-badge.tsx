import { statusColor } from './order-status';
import './order-status.css';

/**
 * An order's status as a coloured badge (completed green, pending yellow, cancelled red, else blue); `label`
 * is how it reads when not the status itself (the reader's language).
 */
export function OrderStatusBadge({ status, label }: { status: string; label?: string }) {
  const color = statusColor(status);
  return (
    <span className={`order-status order-status--${color}`} data-color={color}>
      {label ?? status}
    </span>
  );
}
