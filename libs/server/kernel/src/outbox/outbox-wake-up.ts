import type { Logger } from '@nestjs/common';
import { ChannelListener } from '../database/channel-listener';
import { OUTBOX_CHANNEL } from '../database/commit-notifications/announced-writes';

/**
 * Wakes the outbox relay as soon as outbox rows are committed, so it moves an event to its queue at once
 * instead of at its next poll. Polling stays as the fallback: while the connection is down nothing is lost,
 * only later; after a reconnect the relay is woken once, for rows committed while it was away.
 */
export class OutboxWakeUp extends ChannelListener {
  constructor(databaseUrl: string, onWake: () => void, logger: Pick<Logger, 'warn'>) {
    super(databaseUrl, OUTBOX_CHANNEL, onWake, logger, 'polling');
  }
}
