import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { anAdmin, bearer, clearRateLimits, TestAccount } from '../support/accounts';
import { aProduct, seedProducts } from '../support/products';
import { resetDatabase, startTestApi, TestApi } from '../support/test-api';

describe('products in Nepali: name_ne and description_ne, searched by either language (issue 16)', () => {
  let api: TestApi;
  let admin: TestAccount;
  const search = (q: string) => request(api.http).get('/api/products/search').query({ q });
  const names = (response: request.Response) =>
    response.body.items.map((item: { name: string }) => item.name);

  beforeAll(async () => {
    api = await startTestApi();
    await resetDatabase(api.orm);
    await seedProducts(api.app, [
      aProduct({
        name: 'Pedigree Adult Chicken 3 kg',
        nameNe: 'पेडिग्री वयस्क कुकुरको खाना ३ केजी',
        descriptionNe: 'कुखुराको मासु र तरकारी भएको सुख्खा खाना।',
      }),
      aProduct({ name: 'Leather Belt Medium', nameNe: 'छालाको पट्टा (मध्यम)', category: 'Belts' }),
      aProduct({ name: 'Rope Tug Toy', category: 'Toys' }),
    ]);
    admin = await anAdmin(api);
  });
  beforeEach(() => clearRateLimits(api));
  afterAll(() => api.close());

  it('answers the Nepali name and description with the product, null when there are none', async () => {
    const response = await request(api.http).get('/api/products').expect(200);
    const byName = new Map(response.body.map((item: { name: string }) => [item.name, item]));
    expect(byName.get('Pedigree Adult Chicken 3 kg')).toMatchObject({
      nameNe: 'पेडिग्री वयस्क कुकुरको खाना ३ केजी',
      descriptionNe: 'कुखुराको मासु र तरकारी भएको सुख्खा खाना।',
    });
    expect(byName.get('Rope Tug Toy')).toMatchObject({ nameNe: null, descriptionNe: null });
  });

  it('finds a product by a Nepali word of its name, and by an English one', async () => {
    expect(names(await search('खाना').expect(200))).toEqual(['Pedigree Adult Chicken 3 kg']);
    expect(names(await search('पट्टा').expect(200))).toEqual(['Leather Belt Medium']);
    expect(names(await search('छालाको पट्टा').expect(200))).toEqual(['Leather Belt Medium']);
    expect(names(await search('belt').expect(200))).toEqual(['Leather Belt Medium']);
    expect(names(await search('तरकारी').expect(200))).toEqual(['Pedigree Adult Chicken 3 kg']);
    expect((await search('बिरालो').expect(200)).body.total).toBe(0);
  });

  it('lets an admin write the Nepali name, and search finds it right after', async () => {
    const created = await request(api.http)
      .post('/api/products')
      .set(bearer(admin))
      .send({
        name: 'Himalayan Yak Chew Large',
        nameNe: '  हिमालयन याक च्यु (ठूलो) ',
        description: 'A long-lasting natural chew made from yak milk.',
        descriptionNe: 'याकको दूधबाट बनेको, लामो समय टिक्ने च्यु।',
        category: 'Toys',
        price: 650,
      })
      .expect(201);
    expect(created.body).toMatchObject({
      nameNe: 'हिमालयन याक च्यु (ठूलो)',
      descriptionNe: 'याकको दूधबाट बनेको, लामो समय टिक्ने च्यु।',
    });
    expect(names(await search('च्यु').expect(200))).toEqual(['Himalayan Yak Chew Large']);

    const edited = await request(api.http)
      .put(`/api/products/${created.body.id}`)
      .set(bearer(admin))
      .send({
        name: 'Himalayan Yak Chew Large',
        nameNe: 'याकको हड्डी',
        description: 'A long-lasting natural chew made from yak milk.',
        descriptionNe: '   ',
        category: 'Toys',
        price: 650,
      })
      .expect(200);
    expect(edited.body).toMatchObject({ nameNe: 'याकको हड्डी', descriptionNe: null });
    expect(names(await search('हड्डी').expect(200))).toEqual(['Himalayan Yak Chew Large']);
    expect((await search('च्यु').expect(200)).body.total).toBe(0);
  });

  it('refuses a Nepali name longer than the English limit, and writes nothing', async () => {
    const response = await request(api.http)
      .post('/api/products')
      .set(bearer(admin))
      .send({
        name: 'Zzyzx Overflow',
        nameNe: 'क'.repeat(201),
        description: 'x',
        category: 'Toys',
        price: 100,
      })
      .expect(400);
    expect(response.body.code).toBe('COMMON.VALIDATION_FAILED');
    expect((await search('zzyzx').expect(200)).body.total).toBe(0);
  });
});
