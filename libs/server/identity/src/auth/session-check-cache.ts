import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import type { AppConfig } from '@kukur/server-kernel';
import { APP_CONFIG, ChannelListener, onOwnStatement, OWN_WRITE_WINDOW_MS } from '@kukur/server-kernel';

/** The channel the account triggers notify (Migration20261129200000_account_change_notify). */
const ACCOUNT_CHANNEL = 'account_changed';
/** A remembered answer is asked again after this long whatever happened (a bound, not the mechanism). */
const TTL_MS = 60_000;
/** Accounts remembered at most; past it the longest-remembered is forgotten first. */
const MAX_ACCOUNTS = 50_000;
const ACCOUNT_WRITE =
  /^\s*(update|delete\s+from|truncate(?:\s+table)?)\s+(?:"?(?:app_user|refresh_token)"?)(?=[\s,;]|$)/i;
/** The columns whose update can end a session (the triggers' conditions); a refresh token's use is not one. */
const SESSION_COLUMNS = /\b(?:token_version|deleted_at|role|name|email|revoked_at)\b/i;

/** Whether a statement this process sends may end sessions (a deletion, or an update of those columns). */
export function mayEndSessions(sql: string): boolean {
  const write = ACCOUNT_WRITE.exec(sql);
  if (!write) return false;
  return !/^update$/i.test(write[1]!) || SESSION_COLUMNS.test(sql);
}

interface Remembered<T> {
  answer: T;
  until: number;
}

/**
 * What the access-token check read from the database, per account and login session, kept while nothing
 * about them has changed: every authenticated request asked PostgreSQL before, a round trip each (placing an
 * order went from 378 to 429 a second without it, tools/bench/README.md P3). An account's answers are
 * forgotten when the `account_changed` notification names it (any process's commit: password reset, logout,
 * deletion, role change, a session revoked). A check asks the database instead when the notification
 * connection is down, for a moment after this process sent a statement that may end sessions
 * (mayEndSessions: its own commit then counts before its notification arrives), and an answer read while a
 * notification arrived is not kept (it may predate the change). Another API process's change counts here once
 * its notification arrives, milliseconds after the commit.
 */
@Injectable()
export class SessionCheckCache implements OnModuleDestroy {
  private readonly logger = new Logger('SessionCheck');
  private readonly byAccount = new Map<string, Map<string, Remembered<unknown>>>();
  private listener: ChannelListener | null = null;
  /** Counts notifications and local writes: an answer read while it moved is not kept. */
  private changes = 0;
  private localWriteUntil = 0;

  constructor(
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'DATABASE_URL'>,
  ) {}

  /** `ask()`'s answer for the account's session, from memory when nothing can have changed it. */
  async check<T>(accountId: string, sessionId: string | null, ask: () => Promise<T>): Promise<T> {
    this.follow();
    const usable = this.listener!.listening && Date.now() >= this.localWriteUntil;
    const session = sessionId ?? '';
    if (usable) {
      const remembered = this.byAccount.get(accountId)?.get(session);
      if (remembered && remembered.until > Date.now()) return remembered.answer as T;
    }
    const changesBefore = this.changes;
    const answer = await ask();
    if (usable && this.changes === changesBefore && this.listener!.listening) {
      this.remember(accountId, session, answer);
    }
    return answer;
  }

  async onModuleDestroy(): Promise<void> {
    await this.listener?.stop();
  }

  private remember(accountId: string, session: string, answer: unknown): void {
    let sessions = this.byAccount.get(accountId);
    if (!sessions) {
      if (this.byAccount.size >= MAX_ACCOUNTS) {
        this.byAccount.delete(this.byAccount.keys().next().value!);
      }
      sessions = new Map();
      this.byAccount.set(accountId, sessions);
    }
    sessions.set(session, { answer, until: Date.now() + TTL_MS });
  }

  private forget(accountId: string | null): void {
    this.changes += 1;
    if (accountId === null || accountId === '*') this.byAccount.clear();
    else this.byAccount.delete(accountId);
  }

  /** From the first check on: listen for committed account changes, and watch this process's own writes. */
  private follow(): void {
    if (this.listener) return;
    this.listener = new ChannelListener(
      this.config.DATABASE_URL,
      ACCOUNT_CHANNEL,
      (accountId) => this.forget(accountId),
      this.logger,
      'asking the database at every request',
    );
    this.listener.start();
    onOwnStatement(this.em, mayEndSessions, () => {
      this.forget('*');
      this.localWriteUntil = Date.now() + OWN_WRITE_WINDOW_MS;
    });
  }
}
