// Medusa 2.x project for the Kukur Pasal ratio benchmark peer (tools/bench/peers/medusa).
// Production configuration as Medusa's docs describe it; every setting is listed with its reason in peer.mjs
// (`settings`) and README.md. All values come from the environment that peer.mjs sets.
import { defineConfig, loadEnv } from '@medusajs/framework/utils';

loadEnv(process.env.NODE_ENV || 'production', process.cwd());

const redisUrl = process.env.REDIS_URL;

module.exports = defineConfig({
  projectConfig: {
    databaseUrl: process.env.DATABASE_URL,
    // projectConfig.redisUrl: Redis-backed sessions (deployment guide: "Redis ... will store the Medusa server's session").
    redisUrl,
    // "shared" is the default: server and worker in one process.
    workerMode: (process.env.MEDUSA_WORKER_MODE as 'shared' | 'worker' | 'server') || 'shared',
    http: {
      storeCors: process.env.STORE_CORS || 'http://127.0.0.1',
      adminCors: process.env.ADMIN_CORS || 'http://127.0.0.1',
      authCors: process.env.AUTH_CORS || 'http://127.0.0.1',
      jwtSecret: process.env.JWT_SECRET,
      cookieSecret: process.env.COOKIE_SECRET,
    },
  },
  admin: {
    // The benchmark measures the store API only; the admin dashboard is not built or served.
    disable: true,
  },
  modules: [
    // Redis modules the docs recommend for production.
    { resolve: '@medusajs/medusa/cache-redis', options: { redisUrl } },
    {
      resolve: '@medusajs/medusa/event-bus-redis',
      options: {
        redisUrl,
        jobOptions: {
          removeOnComplete: { age: 3600, count: 1000 },
          removeOnFail: { age: 3600, count: 1000 },
        },
      },
    },
    { resolve: '@medusajs/medusa/workflow-engine-redis', options: { redis: { redisUrl } } },
    {
      resolve: '@medusajs/medusa/locking',
      options: {
        providers: [
          {
            resolve: '@medusajs/medusa/locking-redis',
            id: 'locking-redis',
            is_default: true,
            options: { redisUrl },
          },
        ],
      },
    },
  ],
});
