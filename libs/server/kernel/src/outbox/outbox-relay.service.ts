import { MikroORM } from '@mikro-orm/postgresql';
import { getQueueToken } from '@nestjs/bullmq';
import {
  BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
} from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { Queue } from 'bullmq';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { textArray } from '../database/text-array';
import { EventCatalogue } from '../events/event-catalogue';
import { OutboxJobData } from './outbox-job';
import { OutboxRoutes } from './outbox-routes';
import { OutboxWakeUp } from './outbox-wake-up';

interface OutboxRow {
  id: string;
  type: string;
  payload: Record<string, unknown>;
  occurred_at: Date;
  created_at: Date | string;
}

const RELAY_BATCH_SIZE = 100;
/**
 * How many passes may run at once. Under a steady stream of commits the relay is nearly always mid-pass, and a
 * commit that had to wait for the pass under way to end spent most of its time to the queue waiting: a pass
 * of its own beside it takes the rows the other has not locked (FOR UPDATE SKIP LOCKED). More than two
 * measured no faster (tools/bench/README.md).
 */
const MAX_PASSES = 2;

/**
 * Moves committed outbox rows to BullMQ. Rows are claimed with `FOR UPDATE SKIP LOCKED`, so
 * several workers can relay side by side; the job id is the outbox id, so a row published twice
 * (crash between enqueue and commit) still makes one job. Only rows of a declared event type are
 * claimed, and each goes to the queues its declaration lists (none: marked published); a row of an
 * undeclared type stays unpublished, reported by /api/health and the admin's queues view, until a
 * release declares it.
 *
 * A committed row wakes the relay at once (a PostgreSQL NOTIFY after the commit: NotifyAfterCommit for the shop's own processes, a trigger for other writers; see OutboxWakeUp), beside a pass
 * under way if there is room (MAX_PASSES); the poll every OUTBOX_POLL_INTERVAL_MS remains for rows whose
 * notification was missed.
 */
@Injectable()
export class OutboxRelay implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(OutboxRelay.name);
  private timer: NodeJS.Timeout | undefined;
  private readonly passes = new Set<Promise<void>>();
  /** Woken while MAX_PASSES were running: run another as soon as one ends, the new rows may have missed them. */
  private wokenDuringPass = false;
  private stopped = false;
  private readonly wakeUp: OutboxWakeUp;

  constructor(
    private readonly orm: MikroORM,
    private readonly routes: OutboxRoutes,
    private readonly moduleRef: ModuleRef,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.wakeUp = new OutboxWakeUp(config.DATABASE_URL, () => this.wake(), this.logger);
  }

  onApplicationBootstrap(): void {
    // Fail fast: a declared route without its consumer would only show as failed jobs later.
    this.routes.assertEveryRouteConsumed();
    this.wakeUp.start();
    this.schedule(0);
  }

  /** Before the queues close: a batch being relayed still has their connections to finish on. */
  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.wakeUp.stop();
    await Promise.all(this.passes);
  }

  /** Publishes up to `limit` pending rows; returns how many were published. */
  async relayBatch(limit = RELAY_BATCH_SIZE): Promise<number> {
    const em = this.orm.em.fork();
    return em.transactional(async (tx) => {
      // Claimed and marked published in one statement (FOR UPDATE SKIP LOCKED, oldest first; a function so that it
      // always walks the index, see Migration20261129500000_outbox_claim): the mark is seen only when the jobs are
      // queued and the transaction commits; if queueing fails, the rollback leaves the rows for the next pass.
      const rows = await tx.execute<OutboxRow[]>(
        'select id, type, payload, occurred_at, created_at from claim_outbox_messages(?::text[], ?)',
        [textArray(this.routes.declaredTypes()), limit],
      );
      // UPDATE ... RETURNING keeps no order: queue them in the order they were committed.
      rows.sort((a, b) => new Date(a.created_at).getTime() - new Date(b.created_at).getTime());
      // One round trip to Redis per queue for the whole batch (addBulk), not one per row.
      const jobsByQueue = new Map<string, { name: string; data: OutboxJobData; opts: { jobId: string } }[]>();
      for (const row of rows) {
        // A row written under an event's former (unversioned) name goes out under its declared type.
        const type = EventCatalogue.canonical(row.type);
        const data: OutboxJobData = {
          outboxId: row.id,
          type,
          payload: row.payload,
          occurredAt: new Date(row.occurred_at).toISOString(),
        };
        for (const queueName of this.routes.queuesFor(row.type) ?? []) {
          const jobs = jobsByQueue.get(queueName) ?? [];
          jobs.push({ name: type, data, opts: { jobId: row.id } });
          jobsByQueue.set(queueName, jobs);
        }
      }
      for (const [queueName, jobs] of jobsByQueue) await this.queue(queueName).addBulk(jobs);
      return rows.length;
    });
  }

  /** New rows were committed: relay them now, beside the passes under way if there is room for one more. */
  private wake(): void {
    if (this.stopped) return;
    if (this.passes.size >= MAX_PASSES) {
      this.wokenDuringPass = true;
      return;
    }
    this.startPass();
  }

  private startPass(): void {
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.wokenDuringPass = false;
    const pass: Promise<void> = this.relayUntilEmpty()
      .catch((error: unknown) => this.logger.error({ err: error }, 'Outbox relay failed; will retry'))
      .finally(() => {
        this.passes.delete(pass);
        if (this.wokenDuringPass) this.startPass();
        else if (this.passes.size === 0) this.schedule(this.config.OUTBOX_POLL_INTERVAL_MS);
      });
    this.passes.add(pass);
  }

  private schedule(delay: number): void {
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.startPass(), delay);
  }

  private async relayUntilEmpty(): Promise<void> {
    // A full batch leaves more behind: go on at once. A partial one took every row committed before it;
    // rows committed since woke the relay and get the next pass.
    while (!this.stopped && (await this.relayBatch(RELAY_BATCH_SIZE)) === RELAY_BATCH_SIZE) {
      // keep draining while there is a backlog
    }
  }

  private queue(name: string): Queue {
    return this.moduleRef.get<Queue>(getQueueToken(name), { strict: false });
  }
}
