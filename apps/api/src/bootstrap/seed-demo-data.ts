import { INestApplicationContext, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { NewProduct, SeedCatalogueIfEmptyCommand } from '@kukur/server-catalogue';
import { DemoProduct, demoImagesDir, demoProducts, demoReviewsFor } from '@kukur/seed';
import { copyFile, mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';

const PRODUCT_IMAGES = 'products';

const DAY_MS = 24 * 3600 * 1000;

function toNewProduct(demo: DemoProduct): NewProduct {
  const { image, ...rest } = demo;
  const now = Date.now();
  return {
    ...rest,
    image: `/media/${PRODUCT_IMAGES}/${image}`,
    reviews: demoReviewsFor(demo).map(({ daysAgo, ...review }) => ({
      ...review,
      createdAt: new Date(now - daysAgo * DAY_MS),
    })),
  };
}

/** Fills an empty shop with the demo catalogue and its images (embedded/dev set-ups only). */
export async function seedDemoData(app: INestApplicationContext, mediaDir: string): Promise<number> {
  const target = resolve(mediaDir, PRODUCT_IMAGES);
  await mkdir(target, { recursive: true });
  await Promise.all(
    demoProducts.map((demo) => copyFile(join(demoImagesDir, demo.image), join(target, demo.image))),
  );
  const { imported } = await app
    .get(CommandBus)
    .execute(new SeedCatalogueIfEmptyCommand(demoProducts.map(toNewProduct)));
  if (imported > 0) new Logger('Seed').log(`Loaded ${imported} demo products`);
  return imported;
}
