import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectAlert } from '@/testing/alerts';
import { fillIn } from '@/testing/fill-in';
import { aProduct } from '@/testing/fixtures';
import { callsTo, errorResponse, jsonResponse, mockApi, type ApiRoutes } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import { EditProductPage } from './edit-product-page';

const rabies = aProduct({
  _id: 'rabies',
  id: 'rabies',
  name: 'Rabies Vaccine',
  description: 'Protects against rabies',
  category: 'Core Vaccine',
  kind: 'vaccine',
  price: 1200,
  oldPrice: 1500,
  stock: 8,
  image: '/media/products/rabies.webp',
  details: ['Single dose', 'Given by a vet'],
  ingredients: ['Inactivated virus'],
  recommendedFor: ['Puppies', 'Adult dogs'],
  isCoreVaccine: true,
  schedule: 'Annual booster',
  nextDoseAfterDays: 365,
});

function routes(overrides: ApiRoutes = {}): ApiRoutes {
  return {
    'GET /api/products': () => jsonResponse([rabies]),
    'GET /api/products/rabies': () => jsonResponse(rabies),
    'PUT /api/products/rabies': async (request) =>
      jsonResponse({ ...rabies, ...((await request.clone().json()) as object) }),
    ...overrides,
  };
}

function renderEdit() {
  return renderWithProviders(<EditProductPage productId="rabies" />, {
    route: '/admin/products/edit/rabies',
  });
}

/** Where the app is now (the test router shows it). */
function currentPath(): string {
  return screen.getByTestId('location').textContent ?? '';
}

async function save(): Promise<void> {
  await userEvent.click(screen.getByRole('button', { name: /Update Product/ }));
}

describe('Edit product', () => {
  it('starts from the product: fields, lists, vaccine facts and the current image', async () => {
    mockApi(routes());
    renderEdit();
    expect(await screen.findByRole('heading', { name: 'Edit Product: Rabies Vaccine' })).toBeInTheDocument();
    expect(screen.getByLabelText('Product Name')).toHaveValue('Rabies Vaccine');
    expect(screen.getByLabelText('Price (Rs)')).toHaveValue(1200);
    expect(screen.getByLabelText('Stock')).toHaveValue(8);
    expect(screen.getByLabelText('Details')).toHaveValue('Single dose\nGiven by a vet');
    expect(screen.getByLabelText('Recommended For')).toHaveValue('Puppies, Adult dogs');
    expect(screen.getByLabelText('Schedule')).toHaveValue('Annual booster');
    expect(screen.getByLabelText('Next dose after (days)')).toHaveValue('365');
    expect(screen.getByRole('checkbox', { name: 'Core vaccine' })).toBeChecked();
    expect(screen.getByRole('img', { name: 'Preview of the product image' })).toHaveAttribute(
      'src',
      '/media/products/rabies.webp',
    );
    expect(screen.getByText('Current image')).toBeInTheDocument();
  });

  it('keeps the existing image when no new one is given, and goes back to the list', async () => {
    const fetchMock = mockApi(routes());
    renderEdit();
    await fillIn(await screen.findByLabelText('Price (Rs)'), '1250.75');
    await fillIn(screen.getByLabelText('Ingredients'), 'Inactivated virus, Adjuvant');
    await save();

    expect(await screen.findByText('Product Updated')).toBeInTheDocument();
    const [put] = callsTo(fetchMock, 'PUT /api/products/rabies');
    const body = (await put.json()) as Record<string, unknown>;
    expect(body).not.toHaveProperty('image');
    expect(body).toMatchObject({
      name: 'Rabies Vaccine',
      price: 1250.75,
      oldPrice: 1500,
      stock: 8,
      ingredients: ['Inactivated virus', 'Adjuvant'],
      details: ['Single dose', 'Given by a vet'],
      isCoreVaccine: true,
      schedule: 'Annual booster',
      nextDoseAfterDays: 365,
    });
    await waitFor(() => expect(currentPath()).toBe('/admin/products'), { timeout: 3000 });
  });

  it('saves a new image URL when one is given', async () => {
    const fetchMock = mockApi(routes());
    renderEdit();
    await fillIn(await screen.findByLabelText('Image URL'), 'https://images.example.com/rabies-new.jpg');
    await save();
    await screen.findByText('Product Updated');
    const [put] = callsTo(fetchMock, 'PUT /api/products/rabies');
    expect(await put.json()).toMatchObject({ image: 'https://images.example.com/rabies-new.jpg' });
  });

  it('applies the same rules as the add form, without requiring an image', async () => {
    const fetchMock = mockApi(routes());
    renderEdit();
    await fillIn(await screen.findByLabelText('Description'), ' ');
    await save();
    await expectAlert('Missing required fields: description');
    await fillIn(screen.getByLabelText('Description'), 'Protects against rabies');
    await fillIn(screen.getByLabelText('Price (Rs)'), '-3');
    await save();
    await expectAlert('Price must be a valid positive number');
    expect(callsTo(fetchMock, 'PUT /api/products/rabies')).toHaveLength(0);
  });

  it('wants the next dose in whole days from 1 to 1825, and sends none as null', async () => {
    const fetchMock = mockApi(routes());
    renderEdit();
    const days = await screen.findByLabelText('Next dose after (days)');
    await fillIn(days, '2000');
    await save();
    await expectAlert('Next dose must be a whole number of days from 1 to 1825');
    expect(callsTo(fetchMock, 'PUT /api/products/rabies')).toHaveLength(0);

    await userEvent.clear(days);
    await save();
    await screen.findByText('Product Updated');
    const [put] = callsTo(fetchMock, 'PUT /api/products/rabies');
    expect(await put.json()).toMatchObject({ nextDoseAfterDays: null });
  });

  it('says Failed to update product: {message} when the server refuses', async () => {
    mockApi(routes({ 'PUT /api/products/rabies': () => errorResponse(404, 'Product not found') }));
    renderEdit();
    await screen.findByLabelText('Product Name');
    await save();
    await expectAlert('Failed to update product: Product not found');
    expect(currentPath()).toBe('/admin/products/edit/rabies');
  });

  it('says so when the product cannot be loaded, with a way back', async () => {
    mockApi(routes({ 'GET /api/products/rabies': () => errorResponse(404, 'Product not found') }));
    renderEdit();
    expect(
      await screen.findByText('Failed to load product details. Please try again later. (Product not found)'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Products/ })).toHaveAttribute('href', '/admin/products');
  });
});
