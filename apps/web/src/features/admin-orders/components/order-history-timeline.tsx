import type { OrderHistoryEntry } from '../api/admin-order-types';
import { ADMIN_ORDERS_MESSAGES as TEXT } from '../admin-orders-messages';
import { formatDateTime } from '../utils/order-admin-display';

/** What happened to an order, oldest first: the move, who made it (customer, admin, system), when and why. */
export function OrderHistoryTimeline({ history }: { history: OrderHistoryEntry[] }) {
  if (history.length === 0) return <p className="order-timeline__empty">{TEXT.noHistory}</p>;
  return (
    <ol className="order-timeline">
      {history.map((entry) => (
        <li key={`${entry.at}-${entry.to}`} className="order-timeline__entry">
          <strong className="order-timeline__move">
            {entry.from ? TEXT.moved(entry.from, entry.to) : TEXT.placedAs(entry.to)}
          </strong>
          <span className="order-timeline__meta">
            {TEXT.actor[entry.by]} · <time dateTime={entry.at}>{formatDateTime(entry.at) ?? entry.at}</time>
          </span>
          {entry.note && <q className="order-timeline__note">{entry.note}</q>}
        </li>
      ))}
    </ol>
  );
}
