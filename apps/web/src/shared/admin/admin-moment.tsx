import { dateAndTimeOf } from './date-time';
import './admin-list.css';

/** A moment in a table cell: the date, and the time under it; `fallback` when there is none. */
export function AdminMoment({ value, fallback }: { value: string | null | undefined; fallback: string }) {
  const moment = dateAndTimeOf(value);
  if (!value || !moment) return fallback;
  return (
    <time dateTime={value} className="admin-list__stacked">
      <span>{moment.date}</span>
      <small>{moment.time}</small>
    </time>
  );
}
