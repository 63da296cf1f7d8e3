// The Vendure configuration the peer runs with: Vendure's own getting-started config (@vendure/create template)
// in production form, set from the environment peer.mjs passes. Every deviation from the defaults is listed in
// peer.mjs SETTINGS and README.md.
const {
  DefaultSchedulerPlugin,
  DefaultSearchPlugin,
  RedisCachePlugin,
  dummyPaymentHandler,
} = require('@vendure/core');
const { BullMQJobQueuePlugin } = require('@vendure/job-queue-plugin/package/bullmq');

function redisOptions(url) {
  const u = new URL(url);
  return {
    host: u.hostname,
    port: Number(u.port || 6379),
    ...(u.password ? { password: decodeURIComponent(u.password) } : {}),
    ...(u.username ? { username: decodeURIComponent(u.username) } : {}),
    ...(u.pathname.length > 1 ? { db: Number(u.pathname.slice(1)) } : {}),
  };
}

const env = process.env;
const redis = redisOptions(env.REDIS_URL);

/** @type {import('@vendure/core').VendureConfig} */
const config = {
  apiOptions: {
    hostname: '127.0.0.1',
    port: Number(env.PORT || 3000),
    adminApiPath: 'admin-api',
    shopApiPath: 'shop-api',
    trustProxy: false, // no reverse proxy in front of it here (the template sets 1 behind one)
    // What Vendure's own startup security check asks of a production deployment: an explicit CORS origin list
    // (the storefront's origin) instead of reflecting any Origin, and Apollo CSRF prevention on.
    cors: { origin: [env.STOREFRONT_ORIGIN || 'http://127.0.0.1:3001'], credentials: true },
    csrfPrevention: true,
  },
  authOptions: {
    tokenMethod: ['bearer', 'cookie'],
    superadminCredentials: { identifier: env.SUPERADMIN_USERNAME, password: env.SUPERADMIN_PASSWORD },
    cookieOptions: { secret: env.COOKIE_SECRET },
  },
  dbConnectionOptions: {
    type: 'postgres',
    url: env.DATABASE_URL,
    // Getting data into production: synchronize only on the first (populate) run, then off.
    synchronize: env.DB_SYNCHRONIZE === 'true',
    migrations: [],
    logging: false,
  },
  paymentOptions: { paymentMethodHandlers: [dummyPaymentHandler] },
  customFields: {},
  plugins: [
    DefaultSchedulerPlugin.init(),
    BullMQJobQueuePlugin.init({ connection: { ...redis, maxRetriesPerRequest: null } }),
    RedisCachePlugin.init({ redisOptions: redis, namespace: 'vendure-cache' }),
    DefaultSearchPlugin.init({ bufferUpdates: false, indexStockStatus: true }),
  ],
};

module.exports = { config };
