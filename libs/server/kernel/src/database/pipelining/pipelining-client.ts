import { Client } from 'pg';
import type { QueryResult } from 'pg';

/**
 * Starts a statement that needs no answer of its own (`insertTogether`'s inserts): inside a transaction it goes
 * out with the next statement of that transaction, its COMMIT at the latest, in one message. It must be one
 * statement, and its failure shows as the failure of the statement it went with (so the transaction rolls back).
 */
export const SENT_WITH_NEXT = '/* sent with the next statement */ ';

/** How knex opens a transaction on PostgreSQL (pg-transaction.js). */
const KNEX_BEGIN = /^BEGIN(?: TRANSACTION [A-Z ]+)?;?$/;
const COMMIT = /^COMMIT;?$/i;
const ROLLBACK = /^ROLLBACK;?$/i;

type Callback = (error: Error | null, result?: unknown) => void;

/** Without a callback node-postgres answers with a promise: the same here, for what this class answers itself. */
function answer(
  callback: Callback | undefined,
  send: (done: Callback) => void,
): Promise<unknown> | undefined {
  if (callback) {
    send(callback);
    return undefined;
  }
  return new Promise((resolve, reject) => send((error, result) => (error ? reject(error) : resolve(result))));
}

/** What PostgreSQL would have answered to a statement that was not sent. */
const NOT_SENT: Pick<QueryResult, 'command' | 'rowCount' | 'rows' | 'fields'> = Object.freeze({
  command: '',
  rowCount: null,
  rows: [],
  fields: [],
});

/** Answers a statement that was not sent, on a later tick as an answer from PostgreSQL would come. */
function answerHere(callback: Callback | undefined): Promise<unknown> | undefined {
  return answer(callback, (done) => process.nextTick(done, null, NOT_SENT));
}

/**
 * A node-postgres client that sends fewer messages in a transaction. Each statement costs the API and
 * PostgreSQL a socket write each way and a wake-up of the other side, which on a busy shared machine is most of
 * a short transaction's cost (tools/bench/README.md). So statements that need no answer wait and go out in front
 * of the next one, as one simple-query message (PostgreSQL runs its statements in order, on the same
 * transaction):
 * - knex's `BEGIN` goes with the transaction's first statement; a transaction that sends nothing else sends
 *   nothing at all (its COMMIT or ROLLBACK is answered here);
 * - a statement marked SENT_WITH_NEXT goes with the next statement of its transaction (the COMMIT at the latest);
 *   outside a transaction it is sent at once.
 * A statement with parameters, a named (prepared) or a streaming one cannot share a message: what waits is sent
 * just before it, and a failure there is what it answers (a streaming one fails as the aborted transaction's).
 */
export class PipeliningClient extends Client {
  /** Statements not sent yet, in order; each is one statement. A transaction's BEGIN is first while it waits. */
  private waiting: string[] = [];
  private inTransaction = false;

  // node-postgres's query() has many overloads; this one takes them all and hands on what it does not change.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override query(config: any, values?: any, callback?: any): any {
    if (typeof values === 'function') {
      callback = values;
      values = undefined;
    }
    const text = simpleText(config, values);
    if (text === undefined) return this.sendAfterWaiting(config, values, callback);
    const statement = text.trim();
    if (!this.inTransaction && KNEX_BEGIN.test(statement)) {
      this.inTransaction = true;
      this.waiting.push(withoutSemicolon(statement));
      return answerHere(callback);
    }
    if (this.inTransaction && statement.startsWith(SENT_WITH_NEXT)) {
      this.waiting.push(withoutSemicolon(statement));
      return answerHere(callback);
    }
    const rollback = ROLLBACK.test(statement);
    if (rollback || COMMIT.test(statement)) {
      this.inTransaction = false;
      const waiting = this.takeWaiting();
      // PostgreSQL never saw this transaction (its BEGIN still waits): nothing to undo, or nothing but it to commit.
      if (KNEX_BEGIN.test(waiting[0] ?? '') && (rollback || waiting.length === 1))
        return answerHere(callback);
      // A rollback drops what waits with the rest of the transaction.
      if (rollback || waiting.length === 0) return super.query(config, values, callback);
      return this.commitTogether(waiting, statement, callback);
    }
    if (this.waiting.length === 0) return super.query(config, values, callback);
    return this.sendTogether(this.takeWaiting(), statement, callback);
  }

  private takeWaiting(): string[] {
    const waiting = this.waiting;
    this.waiting = [];
    return waiting;
  }

  private sendTogether(waiting: string[], statement: string, callback: Callback | undefined) {
    return answer(callback, (done) =>
      super.query([...waiting, statement].join(';\n'), (error: Error | null, results: unknown) => {
        if (error) return done(error);
        // Several statements: one result each, the waiting ones' first.
        const own = (results as unknown[]).slice(waiting.length);
        done(null, own.length === 1 ? own[0] : own);
      }),
    );
  }

  /**
   * A failing statement before the COMMIT in its message skips the COMMIT and leaves the transaction open and
   * aborted, where a failing COMMIT alone would have ended it, and knex sends no ROLLBACK after a failed COMMIT:
   * the connection would go back to the pool refusing every statement. So the failure is answered once a
   * ROLLBACK has ended the transaction (a no-op with a warning when the COMMIT itself failed).
   */
  private commitTogether(waiting: string[], commit: string, callback: Callback | undefined) {
    return answer(callback, (done) =>
      this.sendTogether(waiting, commit, (error, result) => {
        if (!error) return done(null, result);
        super.query('ROLLBACK', () => done(error));
      }),
    );
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  private sendAfterWaiting(config: any, values: any, callback: any): any {
    if (this.waiting.length === 0) return super.query(config, values, callback);
    let failure: Error | null = null;
    // node-postgres sends its queries in order, so the waiting ones reach PostgreSQL first.
    super.query(this.takeWaiting().join(';\n'), (error: Error | null) => {
      failure = error;
    });
    if (typeof config?.submit === 'function') return super.query(config, values, callback);
    return answer(callback, (done) =>
      super.query(config, values, (error: Error | null, result: unknown) => done(failure ?? error, result)),
    );
  }
}

/** The SQL of a query that can share a simple-query message: no parameters, not named, rows as objects. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function simpleText(config: any, values: unknown): string | undefined {
  const noValues = (list: unknown) => list === undefined || (Array.isArray(list) && list.length === 0);
  if (!noValues(values)) return undefined;
  if (typeof config === 'string') return config;
  if (
    typeof config === 'object' &&
    config !== null &&
    typeof config.text === 'string' &&
    typeof config.submit !== 'function' &&
    config.name === undefined &&
    config.rowMode === undefined &&
    config.types === undefined &&
    noValues(config.values)
  ) {
    return config.text;
  }
  return undefined;
}

function withoutSemicolon(statement: string): string {
  return statement.replace(/;\s*$/, '');
}
