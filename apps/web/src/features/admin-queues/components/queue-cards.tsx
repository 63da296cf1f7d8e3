import { WarningOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import { useId, type ReactNode } from 'react';
import type { OutboxBacklog, QueueCounts, QueuesOverview } from '../api/admin-queue-types';
import { ADMIN_QUEUES_MESSAGES as TEXT } from '../admin-queues-messages';
import { formatAge, isOutboxBehind } from '../utils/queue-display';

const count = new Intl.NumberFormat('en-IN');

/** A card per queue with its jobs by state, and the outbox's backlog. */
export function QueueCards({ overview }: { overview: QueuesOverview }) {
  return (
    <div className="queue-cards">
      {overview.queues.map((queue) => (
        <QueueCard key={queue.name} counts={queue} />
      ))}
      <OutboxCard outbox={overview.outbox} />
    </div>
  );
}

function QueueCard({ counts }: { counts: QueueCounts }) {
  return (
    <Card
      title={TEXT.queues[counts.name]}
      use={TEXT.queueUse[counts.name]}
      badge={counts.paused && <Tag color="warning">{TEXT.paused}</Tag>}
    >
      <dl className="queue-card__counts">
        <Figure label={TEXT.waiting}>{count.format(counts.waiting)}</Figure>
        <Figure label={TEXT.active}>{count.format(counts.active)}</Figure>
        <Figure label={TEXT.delayed}>{count.format(counts.delayed)}</Figure>
        <Figure label={TEXT.failed} alarm={counts.failed > 0}>
          {count.format(counts.failed)}
        </Figure>
        <Figure label={TEXT.completed}>{count.format(counts.completed)}</Figure>
      </dl>
    </Card>
  );
}

function OutboxCard({ outbox }: { outbox: OutboxBacklog }) {
  const age = outbox.oldestAgeSeconds;
  const behind = isOutboxBehind(outbox);
  const heldBack = outbox.unrouted > 0;
  return (
    <Card title={TEXT.outbox} use={TEXT.outboxUse} warning={behind || heldBack}>
      <dl className="queue-card__counts">
        <Figure label={TEXT.pending} alarm={behind}>
          {count.format(outbox.pending)}
        </Figure>
        <Figure label={TEXT.oldest} alarm={behind}>
          {age === null ? TEXT.outboxEmpty : formatAge(age)}
        </Figure>
        <Figure label={TEXT.unrouted} alarm={heldBack}>
          {count.format(outbox.unrouted)}
        </Figure>
      </dl>
      {behind && age !== null && (
        <p className="queue-card__warning">
          <WarningOutlined aria-hidden /> {TEXT.outboxBehind(formatAge(age))}
        </p>
      )}
      {heldBack && (
        <div className="queue-card__warning">
          <p>
            <WarningOutlined aria-hidden /> {TEXT.unroutedWarning(outbox.unrouted)}
          </p>
          <ul className="queue-card__unrouted">
            {outbox.unroutedTypes.map((entry) => (
              <li key={entry.type}>
                <code>{TEXT.unroutedType(entry.type, entry.count)}</code>
              </li>
            ))}
          </ul>
        </div>
      )}
    </Card>
  );
}

function Card({
  title,
  use,
  badge,
  warning = false,
  children,
}: {
  title: string;
  /** What the queue is for, in a line. */
  use: string;
  badge?: ReactNode;
  warning?: boolean;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section className={`queue-card${warning ? ' queue-card--warning' : ''}`} aria-labelledby={titleId}>
      <div className="queue-card__header">
        <h3 className="queue-card__title" id={titleId}>
          {title}
        </h3>
        {badge}
      </div>
      <p className="queue-card__use">{use}</p>
      {children}
    </section>
  );
}

function Figure({ label, alarm = false, children }: { label: string; alarm?: boolean; children: ReactNode }) {
  return (
    <div className={`queue-card__figure${alarm ? ' queue-card__figure--alarm' : ''}`}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
