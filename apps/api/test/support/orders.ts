import request from 'supertest';
import { bearer, TestAccount } from './accounts';
import type { TestApi } from './test-api';

export const aDelivery = {
  name: 'Sita Sharma',
  phoneNumber: '9800000000',
  city: 'Kathmandu',
  colony: 'Baneshwor',
  orderNotes: 'Please call first',
};

export interface CartLine {
  productId: string;
  quantity: number;
  price?: number;
  name?: string;
}

/** POST /api/orders as the storefront sends it. */
export function placeOrder(
  api: TestApi,
  account: TestAccount,
  products: CartLine[],
  extra: Record<string, unknown> = {},
): request.Test {
  return request(api.http)
    .post('/api/orders')
    .set(bearer(account))
    .send({ customer: aDelivery, products, userEmail: account.email, ...extra });
}

export async function stockOf(api: TestApi, productId: string): Promise<number> {
  const [row] = await api.orm.em
    .getConnection()
    .execute<{ stock: number }[]>('select stock from product where id = ?', [productId]);
  return row!.stock;
}
