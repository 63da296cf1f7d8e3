// Seeds the benchmark store: Nepal region (NPR), sales channel, publishable key, stock location, shipping, then the
// products from the JSON file in SEED_PRODUCTS_FILE ([{ slug, name, description, category, price, stock }]) in batches
// through Medusa's own workflows (createProductsWorkflow, createInventoryLevelsWorkflow). Run with `medusa exec`.
import fs from 'node:fs';
import {
  createApiKeysWorkflow,
  createInventoryLevelsWorkflow,
  createProductCategoriesWorkflow,
  createProductsWorkflow,
  createRegionsWorkflow,
  createSalesChannelsWorkflow,
  createShippingOptionsWorkflow,
  createShippingProfilesWorkflow,
  createStockLocationsWorkflow,
  createTaxRegionsWorkflow,
  linkSalesChannelsToApiKeyWorkflow,
  linkSalesChannelsToStockLocationWorkflow,
  updateStoresWorkflow,
} from '@medusajs/medusa/core-flows';
import { ExecArgs } from '@medusajs/framework/types';
import { ContainerRegistrationKeys, Modules, ProductStatus } from '@medusajs/framework/utils';

const BATCH = Number(process.env.SEED_BATCH || 250);
const PARALLEL = Number(process.env.SEED_PARALLEL || 2);

export default async function seed({ container }: ExecArgs) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER);
  const link = container.resolve(ContainerRegistrationKeys.LINK);
  const query = container.resolve(ContainerRegistrationKeys.QUERY);
  const fulfillment = container.resolve(Modules.FULFILLMENT);
  const storeModule = container.resolve(Modules.STORE);
  const salesChannelModule = container.resolve(Modules.SALES_CHANNEL);
  const products: {
    slug: string;
    name: string;
    description: string;
    category: string;
    price: number;
    stock: number;
  }[] = JSON.parse(fs.readFileSync(process.env.SEED_PRODUCTS_FILE!, 'utf8'));
  const t0 = Date.now();

  const { data: regions } = await query.graph({
    entity: 'region',
    fields: ['id'],
    filters: { name: 'Nepal' },
  });
  let salesChannelId: string;
  let stockLocationId: string;
  let shippingProfileId: string;
  if (!regions.length) {
    logger.info('seed: store setup');
    const [store] = await storeModule.listStores();
    let channels = await salesChannelModule.listSalesChannels({ name: 'Default Sales Channel' });
    if (!channels.length) {
      const { result } = await createSalesChannelsWorkflow(container).run({
        input: { salesChannelsData: [{ name: 'Default Sales Channel' }] },
      });
      channels = result;
    }
    salesChannelId = channels[0].id;
    await updateStoresWorkflow(container).run({
      input: {
        selector: { id: store.id },
        update: {
          name: 'Kukur Pasal (Medusa peer)',
          supported_currencies: [{ currency_code: 'npr', is_default: true }],
          default_sales_channel_id: salesChannelId,
        },
      },
    });
    const { result: regionResult } = await createRegionsWorkflow(container).run({
      input: {
        regions: [
          {
            name: 'Nepal',
            currency_code: 'npr',
            countries: ['np'],
            payment_providers: ['pp_system_default'],
          },
        ],
      },
    });
    await createTaxRegionsWorkflow(container).run({
      input: [{ country_code: 'np', provider_id: 'tp_system' }],
    });
    const { result: locations } = await createStockLocationsWorkflow(container).run({
      input: {
        locations: [
          { name: 'Kathmandu Warehouse', address: { city: 'Kathmandu', country_code: 'NP', address_1: '' } },
        ],
      },
    });
    stockLocationId = locations[0].id;
    await updateStoresWorkflow(container).run({
      input: { selector: { id: store.id }, update: { default_location_id: stockLocationId } },
    });
    await link.create({
      [Modules.STOCK_LOCATION]: { stock_location_id: stockLocationId },
      [Modules.FULFILLMENT]: { fulfillment_provider_id: 'manual_manual' },
    });
    const existingProfiles = await fulfillment.listShippingProfiles({ type: 'default' });
    if (existingProfiles.length) shippingProfileId = existingProfiles[0].id;
    else {
      const { result } = await createShippingProfilesWorkflow(container).run({
        input: { data: [{ name: 'Default Shipping Profile', type: 'default' }] },
      });
      shippingProfileId = result[0].id;
    }
    const fulfillmentSet = await fulfillment.createFulfillmentSets({
      name: 'Kathmandu delivery',
      type: 'shipping',
      service_zones: [{ name: 'Nepal', geo_zones: [{ country_code: 'np', type: 'country' }] }],
    });
    await link.create({
      [Modules.STOCK_LOCATION]: { stock_location_id: stockLocationId },
      [Modules.FULFILLMENT]: { fulfillment_set_id: fulfillmentSet.id },
    });
    await createShippingOptionsWorkflow(container).run({
      input: [
        {
          name: 'Standard delivery',
          price_type: 'flat',
          provider_id: 'manual_manual',
          service_zone_id: fulfillmentSet.service_zones[0].id,
          shipping_profile_id: shippingProfileId,
          type: { label: 'Standard', description: 'Delivered in 2-3 days.', code: 'standard' },
          prices: [
            { currency_code: 'npr', amount: 150 },
            { region_id: regionResult[0].id, amount: 150 },
          ],
          rules: [
            { attribute: 'enabled_in_store', value: 'true', operator: 'eq' },
            { attribute: 'is_return', value: 'false', operator: 'eq' },
          ],
        },
      ],
    });
    await linkSalesChannelsToStockLocationWorkflow(container).run({
      input: { id: stockLocationId, add: [salesChannelId] },
    });
    const { result: keys } = await createApiKeysWorkflow(container).run({
      input: { api_keys: [{ title: 'Webshop', type: 'publishable', created_by: '' }] },
    });
    await linkSalesChannelsToApiKeyWorkflow(container).run({
      input: { id: keys[0].id, add: [salesChannelId] },
    });
    logger.info(`seed: store setup done in ${Date.now() - t0} ms`);
  } else {
    salesChannelId = (await salesChannelModule.listSalesChannels({ name: 'Default Sales Channel' }))[0].id;
    const { data: locs } = await query.graph({
      entity: 'stock_location',
      fields: ['id'],
      filters: { name: 'Kathmandu Warehouse' },
    });
    stockLocationId = locs[0].id;
    shippingProfileId = (await fulfillment.listShippingProfiles({ type: 'default' }))[0].id;
  }

  // Categories (one per catalogue category), then products in batches that do not exist yet.
  const names = [...new Set(products.map((p) => p.category))];
  const { data: existingCats } = await query.graph({ entity: 'product_category', fields: ['id', 'name'] });
  const categoryId = new Map(existingCats.map((c: { name: string; id: string }) => [c.name, c.id]));
  const missingCats = names.filter((n) => !categoryId.has(n));
  if (missingCats.length) {
    const { result } = await createProductCategoriesWorkflow(container).run({
      input: { product_categories: missingCats.map((name) => ({ name, is_active: true })) },
    });
    for (const c of result) categoryId.set(c.name, c.id);
  }
  const { data: existing } = await query.graph({ entity: 'product', fields: ['handle'] });
  const have = new Set(existing.map((p: { handle: string }) => p.handle));
  const todo = products.filter((p) => !have.has(p.slug));
  logger.info(`seed: ${todo.length} products to create (batches of ${BATCH}, ${PARALLEL} at once)`);

  const batches: (typeof products)[] = [];
  for (let i = 0; i < todo.length; i += BATCH) batches.push(todo.slice(i, i + BATCH));
  let done = 0;
  const runBatch = async (batch: typeof products) => {
    await createProductsWorkflow(container).run({
      input: {
        products: batch.map((p) => ({
          title: p.name,
          handle: p.slug,
          description: p.description,
          status: ProductStatus.PUBLISHED,
          shipping_profile_id: shippingProfileId,
          category_ids: [categoryId.get(p.category)!],
          options: [{ title: 'Pack', values: ['Default'] }],
          variants: [
            {
              title: 'Default',
              sku: p.slug,
              options: { Pack: 'Default' },
              manage_inventory: true,
              prices: [{ currency_code: 'npr', amount: p.price }],
            },
          ],
          sales_channels: [{ id: salesChannelId }],
        })),
      },
    });
    const stockBySku = new Map(batch.map((p) => [p.slug, p.stock]));
    const { data: items } = await query.graph({
      entity: 'inventory_item',
      fields: ['id', 'sku'],
      filters: { sku: batch.map((p) => p.slug) },
    });
    await createInventoryLevelsWorkflow(container).run({
      input: {
        inventory_levels: items.map((item) => ({
          location_id: stockLocationId,
          inventory_item_id: item.id,
          stocked_quantity: stockBySku.get(item.sku ?? '')!,
        })),
      },
    });
    done += batch.length;
    logger.info(`seed: ${done}/${todo.length} products (${Math.round((Date.now() - t0) / 1000)} s)`);
  };
  let next = 0;
  await Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      while (next < batches.length) await runBatch(batches[next++]);
    }),
  );
  logger.info(`seed: done in ${Date.now() - t0} ms`);
}
