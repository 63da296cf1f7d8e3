// First run only (Vendure docs, "Getting data into production" + "Importing Data"): creates the schema with
// synchronize, sets the default channel to NPR, then populate(): initial data (Nepal, zone, VAT, shipping,
// the dummy payment method) and the products CSV through Vendure's Importer. Usage: node populate.cjs <products.csv>
const { bootstrap, mergeConfig, ChannelService, RequestContext, Logger } = require('@vendure/core');
const { populate } = require('@vendure/core/cli');
const { BullMQJobQueuePlugin } = require('@vendure/job-queue-plugin/package/bullmq');
const { config } = require('./vendure-config.cjs');

const csvPath = process.argv[2];

const initialData = {
  defaultLanguage: 'en',
  defaultZone: 'Asia',
  countries: [{ name: 'Nepal', code: 'NP', zone: 'Asia' }],
  // Nepal's VAT; prices include it (the channel's pricesIncludeTax below), as shop prices in Nepal do.
  taxRates: [{ name: 'Standard Tax', percentage: 13 }],
  // defaultShippingCalculator, flat rate in minor units: Rs 100.
  shippingMethods: [{ name: 'Standard Delivery', price: 10000 }],
  paymentMethods: [
    {
      name: 'Test Payment',
      handler: { code: 'dummy-payment-handler', arguments: [{ name: 'automaticSettle', value: 'true' }] },
    },
  ],
  collections: [],
};

const populateConfig = mergeConfig(config, {
  // As the Importing Data guide: no job queue plugin while populating (the search index is rebuilt afterwards
  // by the `reindex` job on the real worker).
  plugins: config.plugins.filter((plugin) => plugin !== BullMQJobQueuePlugin),
  dbConnectionOptions: { synchronize: true },
});

async function bootstrapNpr() {
  const app = await bootstrap(populateConfig);
  const channels = app.get(ChannelService);
  const channel = await channels.getDefaultChannel();
  await channels.update(RequestContext.empty(), {
    id: channel.id,
    defaultCurrencyCode: 'NPR',
    availableCurrencyCodes: ['NPR'],
    pricesIncludeTax: true,
  });
  return app;
}

populate(bootstrapNpr, initialData, csvPath)
  .then(async (app) => {
    await app.close();
    Logger.info('populate finished', 'peer');
    process.exit(0);
  })
  .catch((error) => {
    console.error(error);
    process.exit(1);
  });
