import * as path from 'node:path';

export type { DemoProduct } from './demo-product';
export { demoProducts } from './demo-products';

/**
 * Absolute path of the folder holding the demo pictures (`<slug>.svg`).
 * Compiled to tools/seed/dist and run from tools/seed/src under Vitest: both resolve to tools/seed/images.
 */
export const demoImagesDir = path.resolve(__dirname, '../images');
export { demoReviewDate, demoReviewsFor, type DemoReview } from './demo-reviews';
