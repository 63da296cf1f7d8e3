import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

const port = z.coerce.number().int().min(1).max(65535);

/** Every setting the API and the worker read from the environment, validated at start-up. */
export const appConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: port.default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: z.string().url().default('http://localhost:3000'),
  /**
   * Whether X-Forwarded-For is believed (Express's "trust proxy"): off by default, so a client cannot pick its
   * own address for the per-IP limits. Behind a proxy: `true`, a hop count, or the proxies' addresses/CIDRs.
   */
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|\d{1,2}|[\w.:/,\s-]+)$/, 'must be true, false, a hop count or addresses')
    .default('false')
    .transform((value): boolean | number | string =>
      value === 'true' ? true : value === 'false' ? false : /^\d+$/.test(value) ? Number(value) : value,
    ),
  DATABASE_URL: z
    .string({ required_error: 'is required (e.g. postgres://user:pass@localhost:5432/kukur_pasal)' })
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL'),
  // An order's transaction mostly waits for the API between its statements, so more connections than cores pay:
  // on 2 cores, 20 placed 394 orders/s where 10 placed 337 (tools/bench/README.md, P3).
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(20),
  REDIS_URL: z
    .string({ required_error: 'is required (e.g. redis://127.0.0.1:6379)' })
    .regex(/^rediss?:\/\//, 'must be a redis:// URL'),
  /** Key prefix of every queue in Redis; lets several shops or test runs share one Redis. */
  QUEUE_PREFIX: z
    .string()
    .regex(/^[\w:-]{1,40}$/, 'must be 1-40 letters, digits, _ : or -')
    .default('kukur'),
  SMTP_HOST: z.string().min(1).default('127.0.0.1'),
  SMTP_PORT: port.default(1025),
  SMTP_SECURE: booleanFlag.default('false'),
  SMTP_USER: z.string().optional(),
  SMTP_PASS: z.string().optional(),
  /** SMTP connections the worker keeps open (pooled); each carries one e-mail at a time. */
  SMTP_MAX_CONNECTIONS: z.coerce.number().int().min(1).max(100).default(16),
  /**
   * E-mail jobs one worker process runs at once (claim, render, send, mark sent). A job mostly waits (for the
   * database, for an SMTP connection), so bulk sending wants hundreds: with too few, every slot is taken at a
   * burst and new e-mails wait in the queue before their job starts (tools/bench/README.md, P4).
   */
  EMAIL_CONCURRENCY: z.coerce.number().int().min(1).max(1000).default(32),
  MAIL_FROM: z.string().min(3).default('Kukur Pasal <hello@kukurpasal.com.np>'),
  SHOP_NAME: z.string().min(1).default('Kukur Pasal'),
  WEB_DIST_DIR: z.string().optional(),
  /**
   * How long the server may take to render a catalogue page (see apps/api/src/ssr); a slower render is
   * given up and the page goes out as the plain app shell, which loads its data itself.
   */
  SERVER_RENDER_TIMEOUT_MS: z.coerce.number().int().min(10).max(30_000).default(1_500),
  MEDIA_DIR: z.string().min(1).default('.data/media'),
  /** Where uploaded product images go: `local` (MEDIA_DIR, served at /media) or `s3` (an S3-compatible bucket). */
  MEDIA_STORAGE: z.enum(['local', 's3']).default('local'),
  /** With MEDIA_STORAGE=s3: the bucket (required). */
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'must be an S3 bucket name (3-63 lower-case letters, digits, . or -)',
    )
    .optional(),
  /** With MEDIA_STORAGE=s3: the bucket's region, e.g. ap-south-1 (required; `auto` for Cloudflare R2). */
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]{2,30}$/, 'must be a region name such as ap-south-1')
    .optional(),
  /** Another S3-compatible service (MinIO, R2, ...): its endpoint URL. Unset: AWS S3 itself. */
  S3_ENDPOINT: z.string().url().optional(),
  /** Addresses objects as endpoint/bucket/key instead of bucket.endpoint/key (MinIO needs it). */
  S3_FORCE_PATH_STYLE: booleanFlag.default('false'),
  /** Both or neither; unset: the AWS SDK's default credential chain (environment, profile, instance role). */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /**
   * With MEDIA_STORAGE=s3: the public base URL of the bucket's objects (a CDN, the bucket's website or its
   * public endpoint), e.g. https://media.kukurpasal.com.np/ ; an image's URL is this base plus its key.
   */
  MEDIA_PUBLIC_URL: z
    .string()
    .url()
    .regex(/^https?:\/\//, 'must be an http(s) URL')
    .optional(),
  RUN_MIGRATIONS: booleanFlag.default('true'),
  SEED_DEMO_DATA: booleanFlag.default('false'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  OUTBOX_POLL_INTERVAL_MS: z.coerce.number().int().min(10).max(60_000).default(5_000),
  JOB_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(6),
  JOB_BACKOFF_MS: z.coerce.number().int().min(1).max(600_000).default(2_000),
  /** How long a search or list answer may be reused by this process (0: never). */
  CATALOGUE_CACHE_TTL_MS: z.coerce.number().int().min(0).max(60_000).default(2_000),
  /**
   * Public catalogue and availability reads (lists, search, product pages, reviews, centres, free slots) one
   * client address may make per minute: generous, so a shopper never meets it and a scraper does. While Redis
   * is down the count is kept in this process's memory instead (reads keep working).
   */
  PUBLIC_READS_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(600),
  /**
   * Unpaid orders (Pending, money not received: Khalti not paid yet, or cash on delivery not yet approved) one
   * customer may have at once; one more is refused with 429.
   */
  MAX_UNPAID_ORDERS_PER_CUSTOMER: z.coerce.number().int().min(1).max(10_000).default(5),
  /** Open vaccination requests (scheduled, not yet confirmed, still to come) one customer may have at once. */
  MAX_OPEN_BOOKINGS_PER_CUSTOMER: z.coerce.number().int().min(1).max(10_000).default(5),
  /** Signs access tokens and keys the one-time-code hashes; the API and the worker must share it. */
  AUTH_SECRET: z
    .string({
      required_error: 'is required: a random secret of at least 32 characters (openssl rand -hex 32)',
    })
    .min(32, 'must be at least 32 characters (openssl rand -hex 32)'),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(86_400).default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(14),
  /** Google sign-in is on only when a client id is configured. */
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  /** Needed by the redirect flow (/api/auth/google) only; the ID-token flow needs just the client id. */
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_CERTS_URL: z.string().url().default('https://www.googleapis.com/oauth2/v1/certs'),
  GOOGLE_AUTH_URL: z.string().url().default('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_TOKEN_URL: z.string().url().default('https://oauth2.googleapis.com/token'),
  GOOGLE_USERINFO_URL: z.string().url().default('https://openidconnect.googleapis.com/v1/userinfo'),
  /** Khalti ePayment: the sandbox (https://dev.khalti.com/api/v2/) or production (https://khalti.com/api/v2/). */
  KHALTI_BASE_URL: z.string().url().default('https://dev.khalti.com/api/v2/'),
  /**
   * Khalti's Refund API (`merchant-transaction/{transaction_id}/refund/`) lives on the same host without
   * `/v2/`: https://dev.khalti.com/api/ (sandbox), https://khalti.com/api/ (production). Unset: derived from
   * KHALTI_BASE_URL (see `khaltiRefundBaseUrl`).
   */
  KHALTI_REFUND_BASE_URL: z.string().url().optional(),
  /** The merchant's live or test secret key; without it Khalti is not offered (cash on delivery still is). */
  KHALTI_SECRET_KEY: z.string().min(1).optional(),
  KHALTI_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /** How often the worker asks Khalti about payments a customer may have left unfinished. */
  PAYMENT_RECONCILE_INTERVAL_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(60_000),
  /** An unpaid Khalti order is cancelled (its stock released) this long after its last payment link expired. */
  UNPAID_ORDER_GRACE_MINUTES: z.coerce.number().int().min(0).max(10_080).default(60),
  /** The first-order offer (storefront: 10 % off a new customer's first order that is not cancelled). */
  FIRST_ORDER_DISCOUNT_ENABLED: booleanFlag.default('true'),
  /** Its rate in percent of the order's subtotal (up to two decimals); the discount is rounded to the paisa. */
  FIRST_ORDER_DISCOUNT_PERCENT: z.coerce
    .number()
    .min(0.01)
    .max(90)
    .refine(
      (value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
      'must have at most two decimals',
    )
    .default(10),
  /** How long before a confirmed appointment its reminder e-mail goes out. */
  VACCINATION_REMINDER_LEAD_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .max(60 * 86_400)
    .default(86_400),
  /** How often the worker looks for reminders whose delayed job was lost (e.g. Redis restarted without its data). */
  VACCINATION_REMINDER_SWEEP_INTERVAL_MS: z.coerce.number().int().min(1_000).max(86_400_000).default(300_000),
  /**
   * Webhook URLs whose host is (or resolves to) a loopback, private, link-local or unique-local address are
   * refused, at registration and again at each delivery; `true` allows them (tests, local development).
   */
  WEBHOOKS_ALLOW_PRIVATE_URLS: booleanFlag.default('false'),
  /** How long a webhook receiver has to answer one delivery attempt. */
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /**
   * The waits between a webhook delivery's attempts, comma-separated milliseconds: one more attempt than
   * there are waits. The default (5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h) retries for about 27.6 hours.
   */
  WEBHOOK_RETRY_DELAYS_MS: z
    .string()
    .regex(/^\d{1,9}(,\d{1,9}){0,19}$/, 'must be 1-20 comma-separated whole numbers of milliseconds')
    .default('5000,300000,1800000,7200000,18000000,36000000,36000000')
    .transform((value) => value.split(',').map(Number)),
  /** An endpoint is paused (and its admin e-mailed) after this many deliveries in a row failed every retry. */
  WEBHOOK_PAUSE_AFTER_FAILED_DELIVERIES: z.coerce.number().int().min(1).max(1_000).default(3),
  /** When both are set, this admin account is created (or its role restored) at API start-up. */
  ADMIN_EMAIL: z.string().email().optional(),
  ADMIN_PASSWORD: z.string().min(8).max(128).optional(),
  ADMIN_NAME: z.string().min(2).max(100).default('Shop Admin'),
});

export type AppConfig = z.infer<typeof appConfigSchema>;

/**
 * The base of Khalti's Refund API: KHALTI_REFUND_BASE_URL, or else KHALTI_BASE_URL without its trailing
 * `v2/` (https://dev.khalti.com/api/v2/ -> https://dev.khalti.com/api/), or else the host's `/api/`.
 * Always ends with a slash.
 */
export function khaltiRefundBaseUrl(
  config: Pick<AppConfig, 'KHALTI_BASE_URL' | 'KHALTI_REFUND_BASE_URL'>,
): string {
  if (config.KHALTI_REFUND_BASE_URL) return withSlash(config.KHALTI_REFUND_BASE_URL);
  const epayment = withSlash(config.KHALTI_BASE_URL);
  return /\/v2\/$/.test(epayment) ? epayment.replace(/v2\/$/, '') : new URL('/api/', epayment).href;
}

function withSlash(url: string): string {
  return url.endsWith('/') ? url : `${url}/`;
}

/** Thrown when the environment does not describe a runnable configuration. */
export class InvalidConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** Reads and validates the configuration; names every missing or malformed variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const blanksRemoved = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const result = appConfigSchema
    .superRefine((config, context) => {
      if (Boolean(config.ADMIN_EMAIL) !== Boolean(config.ADMIN_PASSWORD)) {
        context.addIssue({
          code: z.ZodIssueCode.custom,
          path: [config.ADMIN_EMAIL ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL'],
          message: 'is required when the other of ADMIN_EMAIL / ADMIN_PASSWORD is set',
        });
      }
      if (config.MEDIA_STORAGE === 's3') {
        for (const key of ['S3_BUCKET', 'S3_REGION', 'MEDIA_PUBLIC_URL'] as const) {
          if (!config[key]) {
            context.addIssue({
              code: z.ZodIssueCode.custom,
              path: [key],
              message: 'is required when MEDIA_STORAGE=s3',
            });
          }
        }
      }
      if (Boolean(config.S3_ACCESS_KEY_ID) !== Boolean(config.S3_SECRET_ACCESS_KEY)) {
        context.addIssue({
          code: z.ZodIssueCode.custom,
          path: [config.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
          message: 'is required when the other of S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY is set',
        });
      }
    })
    .safeParse(blanksRemoved);
  if (!result.success) {
    throw new InvalidConfigError(
      result.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`),
    );
  }
  return result.data;
}
