import './admin-details.css';

/** One step of an item's history: who moved it, from and to which status, when and why. */
export interface HistoryStep<Status extends string = string> {
  by: 'customer' | 'admin' | 'system';
  from: Status | null;
  to: Status;
  note: string | null;
  at: string;
}

export interface HistoryTimelineProps<Step extends HistoryStep> {
  history: readonly Step[];
  /** Said when nothing was recorded. */
  emptyText: string;
  /** Who made a move, as read: Customer, Admin, System. */
  actors: Record<HistoryStep['by'], string>;
  /** The move, e.g. 'Pending → Approved', or how the item began. */
  moveLabel: (step: Step) => string;
  /** When it happened, as read; the raw instant when it cannot be read. */
  timeLabel: (at: string) => string | null | undefined;
}

/** What happened to an item, oldest first: the move, who made it (customer, admin, system), when and why. */
export function HistoryTimeline<Step extends HistoryStep>({
  history,
  emptyText,
  actors,
  moveLabel,
  timeLabel,
}: HistoryTimelineProps<Step>) {
  if (history.length === 0) return <p className="admin-timeline__empty">{emptyText}</p>;
  return (
    <ol className="admin-timeline">
      {history.map((step, index) => (
        // Two steps may share a moment and a status (a reschedule keeps it), so the position is part of the key.
        <li key={`${index}-${step.at}`} className="admin-timeline__entry">
          <strong className="admin-timeline__move">{moveLabel(step)}</strong>
          <span className="admin-timeline__meta">
            {actors[step.by]} · <time dateTime={step.at}>{timeLabel(step.at) ?? step.at}</time>
          </span>
          {step.note && <q className="admin-timeline__note">{step.note}</q>}
        </li>
      ))}
    </ol>
  );
}
