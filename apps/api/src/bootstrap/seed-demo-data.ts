import { INestApplicationContext, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { NewProduct, SeedCatalogueIfEmptyCommand } from '@kukur/server-catalogue';
import { DemoProduct, demoImagesDir, demoProducts, demoReviewDate, demoReviewsFor } from '@kukur/seed';
import { copyFile, mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';

const PRODUCT_IMAGES = 'products';

function toNewProduct(demo: DemoProduct, seededAt: Date): NewProduct {
  const { image, ...rest } = demo;
  return {
    ...rest,
    image: `/media/${PRODUCT_IMAGES}/${image}`,
    // Dated back from the moment of seeding, so a demo review is never in the future.
    reviews: demoReviewsFor(demo).map((review) => ({
      userName: review.userName,
      text: review.text,
      rating: review.rating,
      createdAt: demoReviewDate(review, seededAt),
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
  const seededAt = new Date();
  const { imported } = await app
    .get(CommandBus)
    .execute(new SeedCatalogueIfEmptyCommand(demoProducts.map((demo) => toNewProduct(demo, seededAt))));
  if (imported > 0) new Logger('Seed').log(`Loaded ${imported} demo products`);
  return imported;
}
