import { firstOrderPrice } from '@kukur/contracts';
import { demoProducts } from '@kukur/seed';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** A product as GET /api/products answers it (the fields the journeys use). */
export interface ShopProduct {
  id: string;
  name: string;
  price: number;
  stock: number;
}

/** The demo products the shop has plenty of (10 or more in stock), as it sells them now. */
export async function demoProductsInStock(shopUrl: string): Promise<ShopProduct[]> {
  const response = await fetch(new URL('/api/products?kind=product', shopUrl));
  expect(response.ok).toBe(true);
  const demoNames = new Set(demoProducts.map((product) => product.name));
  return ((await response.json()) as ShopProduct[]).filter(
    (product) => demoNames.has(product.name) && product.stock >= 10,
  );
}

/** Two demo products the shop has plenty of (enough for the cart's limit of 5). */
export async function twoDemoProductsInStock(shopUrl: string): Promise<[ShopProduct, ShopProduct]> {
  const products = await demoProductsInStock(shopUrl);
  expect(products.length).toBeGreaterThanOrEqual(2);
  return [products[0], products[1]];
}

/** Opens the product's page and adds one to the cart. */
export async function addToCartFromItsPage(page: Page, shopUrl: string, product: ShopProduct): Promise<void> {
  await page.goto(`${shopUrl}/products/${product.id}`);
  await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await page.getByText(`"${product.name}" has been added to your cart.`).first().waitFor();
}

/** A price as the shop shows it: "Rs 1,850.00". */
export function rupees(amount: number): string {
  return `Rs ${amount.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** The order the app handed to /payment in its navigation state (React Router keeps it in history.state). */
export async function orderInNavigationState(page: Page): Promise<{ id: string; total: number }> {
  const order = await page.evaluate(
    () => (window.history.state as { usr?: { order?: { id: string; total: number } } } | null)?.usr?.order,
  );
  if (!order) throw new Error('No order in the navigation state of /payment');
  return order;
}

/** The first-order offer as the shop runs it by default (FIRST_ORDER_DISCOUNT_PERCENT). */
export const FIRST_ORDER_PERCENT = 10;

/** What a customer's first order of `subtotal` costs: the discount (rounded to the paisa) and the total. */
export function firstOrderPricing(subtotal: number): { discount: number; total: number } {
  const price = firstOrderPrice(Math.round(subtotal * 100), FIRST_ORDER_PERCENT);
  return { discount: price.discountPaisa / 100, total: price.totalPaisa / 100 };
}
