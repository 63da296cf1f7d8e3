import type { BookingHistoryEntry } from '../api/admin-booking-types';
import { ADMIN_BOOKINGS_MESSAGES as TEXT } from '../admin-bookings-messages';
import { nepalMomentLabel } from '../utils/booking-admin-display';

/** What happened to a booking, oldest first: the move, who made it (customer, admin, system), when and why. */
export function BookingHistoryTimeline({ history }: { history: BookingHistoryEntry[] }) {
  if (history.length === 0) return <p className="booking-timeline__empty">{TEXT.noHistory}</p>;
  return (
    <ol className="booking-timeline">
      {history.map((entry, index) => (
        // Two entries may share a moment and a status (a reschedule keeps it), so the position is part of the key.
        <li key={`${index}-${entry.at}`} className="booking-timeline__entry">
          <strong className="booking-timeline__move">
            {entry.from ? TEXT.moved(entry.from, entry.to) : TEXT.bookedAs(entry.to)}
          </strong>
          <span className="booking-timeline__meta">
            {TEXT.actor[entry.by]} · <time dateTime={entry.at}>{nepalMomentLabel(entry.at) ?? entry.at}</time>
          </span>
          {entry.note && <q className="booking-timeline__note">{entry.note}</q>}
        </li>
      ))}
    </ol>
  );
}
