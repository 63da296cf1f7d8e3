import type { EventSubscriber, TransactionEventArgs } from '@mikro-orm/core';
import { MikroORM } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import type { EventEmitter } from 'node:events';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { channelsWrittenBy } from './announced-writes';
import { ChannelNotifier } from './channel-notifier';

interface Statement {
  sql?: string;
  __knexTxId?: string;
}

/** A transaction as MikroORM hands it to its events: the query builder's, whose client reports its statements. */
type WatchedTransaction = object & { client?: EventEmitter };

/**
 * Announces this process's committed writes to the outbox and to products on their channels, once the commit
 * is done, from a connection of its own (ChannelNotifier). The triggers that would notify inside the
 * transaction stand aside for the shop's own connections (NOTIFY_AFTER_COMMIT_SETTING, set by
 * createMikroOrmOptions): PostgreSQL takes a lock on its notification queue at the commit of every notifying
 * transaction and holds it through the commit's disk flush, so all orders, bookings and e-mails would commit one
 * after another. Each transaction's statements are followed from its start to its commit (a rollback announces
 * nothing); a write outside a transaction is announced when it is answered.
 */
@Injectable()
export class NotifyAfterCommit implements OnModuleInit, OnApplicationShutdown, EventSubscriber {
  private readonly notifier: ChannelNotifier;
  /** The channels each open transaction wrote; a rolled-back one is never asked for and goes with its object. */
  private readonly written = new WeakMap<object, Set<string>>();

  constructor(
    private readonly orm: MikroORM,
    @Inject(APP_CONFIG) config: Pick<AppConfig, 'DATABASE_URL'>,
  ) {
    this.notifier = new ChannelNotifier(config.DATABASE_URL, new Logger('NotifyAfterCommit'));
  }

  onModuleInit(): void {
    this.orm.em.getEventManager().registerSubscriber(this);
    // Outside a transaction the query builder leaves the transaction id unset.
    this.orm.em
      .getConnection()
      .getKnex()
      .on('query-response', (_answer: unknown, statement: Statement) => {
        if (statement.__knexTxId === undefined && statement.sql) {
          this.notifier.notify(channelsWrittenBy(statement.sql));
        }
      });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.notifier.stop();
  }

  /** Resolves when every commit so far has been announced (tests). */
  settled(): Promise<void> {
    return this.notifier.settled();
  }

  afterTransactionStart({ transaction }: TransactionEventArgs): void {
    const watched = transaction as WatchedTransaction | undefined;
    if (!watched?.client) return;
    const channels = new Set<string>();
    this.written.set(watched, channels);
    watched.client.on('query', (statement: Statement) => {
      if (statement.sql) for (const channel of channelsWrittenBy(statement.sql)) channels.add(channel);
    });
  }

  afterTransactionCommit({ transaction }: TransactionEventArgs): void {
    const channels = transaction ? this.written.get(transaction as object) : undefined;
    if (channels) this.notifier.notify(channels);
  }
}
