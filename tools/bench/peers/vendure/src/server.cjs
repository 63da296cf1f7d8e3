// The Vendure server (APIs only; jobs run in worker.cjs, as Vendure's production docs have it).
const { bootstrap } = require('@vendure/core');
const { config } = require('./vendure-config.cjs');

bootstrap(config).catch((error) => {
  console.error(error);
  process.exit(1);
});
