import { statusColor } from './order-status';
import './order-status.css';

/** An order's status as a coloured badge (completed green, pending yellow, cancelled red, else blue). */
export function OrderStatusBadge({ status }: { status: string }) {
  const color = statusColor(status);
  return (
    <span className={`order-status order-status--${color}`} data-color={color}>
      {status}
    </span>
  );
}
