// The Vendure worker: runs the job queue (search index, collections, ...) in its own process.
const { bootstrapWorker } = require('@vendure/core');
const { config } = require('./vendure-config.cjs');

bootstrapWorker(config)
  .then((worker) => worker.startJobQueue())
  .catch((error) => {
    console.error(error);
    process.exit(1);
  });
