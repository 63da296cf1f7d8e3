import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Product } from '@/shared/api';
import { expectAlert } from '@/testing/alerts';
import { fillIn } from '@/testing/fill-in';
import { aProduct } from '@/testing/fixtures';
import { callsTo, errorResponse, jsonResponse, mockApi, type ApiRoutes } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import { AddProductPage } from './add-product-page';

const UPLOADED = {
  imageUrl: '/media/products/chew-large.webp',
  thumbnailUrl: '/media/products/chew-small.webp',
};

/** Echoes the posted product back as the server would, with an id. */
async function created(request: Request): Promise<Response> {
  const input = (await request.clone().json()) as Partial<Product>;
  return jsonResponse(aProduct({ ...input, _id: 'new-1', id: 'new-1' }), 201);
}

function routes(overrides: ApiRoutes = {}): ApiRoutes {
  return {
    'GET /api/products': () => jsonResponse([]),
    'POST /api/upload/product-image': () => jsonResponse(UPLOADED, 201),
    'POST /api/products': created,
    ...overrides,
  };
}

function renderAddProduct() {
  return renderWithProviders(<AddProductPage />, { route: '/admin/addproducts' });
}

/** Where the app is now (the test router shows it). */
function currentPath(): string {
  return screen.getByTestId('location').textContent ?? '';
}

async function chooseCategory(category: string): Promise<void> {
  await userEvent.click(screen.getByRole('combobox', { name: 'Category' }));
  await userEvent.click(await screen.findByTitle(category));
}

async function fillRequired(): Promise<void> {
  await fillIn(await screen.findByLabelText('Product Name'), 'Himalayan Yak Chew');
  await fillIn(screen.getByLabelText('Description'), 'A long-lasting natural chew.');
  await fillIn(screen.getByLabelText('Price (Rs)'), '650.50');
  await chooseCategory('Toys');
}

async function uploadFile(name = 'chew.png'): Promise<void> {
  await userEvent.click(screen.getByText('Upload File'));
  await userEvent.upload(screen.getByLabelText('Image file'), new File(['png'], name, { type: 'image/png' }));
}

async function submit(): Promise<void> {
  await userEvent.click(screen.getByRole('button', { name: /Add Product/ }));
}

async function postedProduct(fetchMock: ReturnType<typeof mockApi>): Promise<Record<string, unknown>> {
  const [post] = callsTo(fetchMock, 'POST /api/products');
  return (await post.json()) as Record<string, unknown>;
}

describe('Add Products', () => {
  it('names every missing field, the image included, and sends nothing', async () => {
    const fetchMock = mockApi(routes());
    renderAddProduct();
    await fillIn(await screen.findByLabelText('Product Name'), '   ');
    await submit();
    await expectAlert('Missing required fields: name, description, price, category, image');

    await fillRequired();
    await submit();
    await expectAlert('Missing required fields: image');
    expect(callsTo(fetchMock, 'POST /api/products')).toHaveLength(0);
  });

  it('wants a price above 0', async () => {
    const fetchMock = mockApi(routes());
    renderAddProduct();
    await fillRequired();
    await fillIn(screen.getByLabelText('Image URL'), 'https://images.example.com/chew.jpg');
    await fillIn(screen.getByLabelText('Price (Rs)'), '0');
    await submit();
    await expectAlert('Price must be a valid positive number');
    expect(screen.getByLabelText('Price (Rs)')).toHaveAttribute('step', '0.01');
    expect(callsTo(fetchMock, 'POST /api/products')).toHaveLength(0);
  });

  it('uploads the chosen file, then adds the product with split lists and the uploaded image', async () => {
    const fetchMock = mockApi(routes());
    renderAddProduct();
    await fillRequired();
    await fillIn(screen.getByLabelText('Stock'), '25');
    await fillIn(screen.getByLabelText('Old Price (Rs)'), '750');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Mark as New' }));
    await fillIn(screen.getByLabelText('Details'), 'Weight: 120 g\n\n Made in Nepal ');
    await fillIn(screen.getByLabelText('Ingredients'), 'Yak milk, Salt, , Lime juice');
    await fillIn(screen.getByLabelText('Recommended For'), 'Large breeds,Heavy chewers');
    await fillIn(screen.getByLabelText('Product Name in Nepali'), ' हिमालयन याक च्यु ');
    await uploadFile();
    expect(await screen.findByRole('img', { name: 'Preview of the product image' })).toBeInTheDocument();
    await submit();

    expect(await screen.findByRole('dialog', { name: 'Notify Customers?' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/upload/product-image')).toHaveLength(1);
    expect(await postedProduct(fetchMock)).toEqual({
      name: 'Himalayan Yak Chew',
      description: 'A long-lasting natural chew.',
      nameNe: 'हिमालयन याक च्यु',
      descriptionNe: null,
      category: 'Toys',
      price: 650.5,
      oldPrice: 750,
      stock: 25,
      isNew: true,
      isBestSeller: false,
      details: ['Weight: 120 g', 'Made in Nepal'],
      ingredients: ['Yak milk', 'Salt', 'Lime juice'],
      recommendedFor: ['Large breeds', 'Heavy chewers'],
      image: '/media/products/chew-large.webp',
    });
    expect(await screen.findByText('Product Added')).toBeInTheDocument();
  });

  it('shows the vaccine fields for a vaccine category and sends them', async () => {
    const fetchMock = mockApi(routes());
    renderAddProduct();
    await fillRequired();
    expect(screen.queryByLabelText('Schedule')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Next dose after (days)')).not.toBeInTheDocument();
    await chooseCategory('Core Vaccine');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Core vaccine' }));
    await fillIn(screen.getByLabelText('Schedule'), 'Annual booster');
    await fillIn(screen.getByLabelText('Pet Age'), '12 weeks and older');
    await fillIn(screen.getByLabelText('Next dose after (days)'), '365');
    await fillIn(screen.getByLabelText('Image URL'), 'https://images.example.com/rabies.jpg');
    await submit();

    await screen.findByRole('dialog', { name: 'Notify Customers?' });
    expect(await postedProduct(fetchMock)).toMatchObject({
      category: 'Core Vaccine',
      isCoreVaccine: true,
      isRecommended: false,
      schedule: 'Annual booster',
      petAge: '12 weeks and older',
      timing: null,
      nextDoseAfterDays: 365,
      image: 'https://images.example.com/rabies.jpg',
    });
    expect(callsTo(fetchMock, 'POST /api/upload/product-image')).toHaveLength(0);
  });

  it('says Failed to add product: {message} when the server refuses', async () => {
    mockApi(
      routes({ 'POST /api/products': () => errorResponse(400, 'Missing required fields: description') }),
    );
    renderAddProduct();
    await fillRequired();
    await fillIn(screen.getByLabelText('Image URL'), 'https://images.example.com/chew.jpg');
    await submit();
    await expectAlert('Failed to add product: Missing required fields: description');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says Upload Failed when the file is refused, and adds nothing', async () => {
    const fetchMock = mockApi(
      routes({
        'POST /api/upload/product-image': () =>
          errorResponse(415, 'The file is not a JPG, PNG, GIF or WebP image'),
      }),
    );
    renderAddProduct();
    await fillRequired();
    await uploadFile('fake.png');
    await submit();
    expect(await screen.findByText('Upload Failed')).toBeInTheDocument();
    await expectAlert('The file is not a JPG, PNG, GIF or WebP image');
    expect(callsTo(fetchMock, 'POST /api/products')).toHaveLength(0);
  });

  describe('after adding', () => {
    async function addProduct(overrides: ApiRoutes = {}) {
      const fetchMock = mockApi(routes(overrides));
      renderAddProduct();
      await fillRequired();
      await fillIn(screen.getByLabelText('Image URL'), 'https://images.example.com/chew.jpg');
      await submit();
      const dialog = await screen.findByRole('dialog', { name: 'Notify Customers?' });
      return { fetchMock, dialog };
    }

    it('Skip Notification goes to the product list without sending anything', async () => {
      const { fetchMock, dialog } = await addProduct();
      expect(within(dialog).getByText('Himalayan Yak Chew')).toBeInTheDocument();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Skip Notification' }));
      await waitFor(() => expect(currentPath()).toBe('/admin/products'));
      expect(callsTo(fetchMock, 'POST /api/notifications/send-product-notification')).toHaveLength(0);
    });

    it('Notify All Users sends, shows the recipients and the progress until done, then the list', async () => {
      let polls = 0;
      const progress = (sent: number, failed: number, status: 'sending' | 'done') => ({
        id: 'ann-1',
        productId: 'new-1',
        productName: 'Himalayan Yak Chew',
        recipients: 3,
        sent,
        failed,
        pending: 3 - sent - failed,
        status,
        createdAt: '2026-11-22T10:00:00.000Z',
      });
      const { fetchMock, dialog } = await addProduct({
        'POST /api/notifications/send-product-notification': () =>
          jsonResponse(
            { message: 'Notification is being sent to 3 recipients', announcementId: 'ann-1', recipients: 3 },
            202,
          ),
        'GET /api/notifications/announcements/ann-1': () => {
          polls += 1;
          return jsonResponse(polls === 1 ? progress(1, 0, 'sending') : progress(2, 1, 'done'));
        },
      });
      await userEvent.click(within(dialog).getByRole('button', { name: /Notify All Users/ }));

      expect(await within(dialog).findByText('Sending to 3 recipients...')).toBeInTheDocument();
      const [sent] = callsTo(fetchMock, 'POST /api/notifications/send-product-notification');
      expect(await sent.json()).toEqual({ productId: 'new-1' });
      expect(await within(dialog).findByText(/Sent 1 · Failed 0 · Pending 2 of 3/)).toBeInTheDocument();

      expect(
        await within(dialog).findByText('Notifications sent: 2 sent, 1 failed.', {}, { timeout: 3000 }),
      ).toBeInTheDocument();
      await waitFor(() => expect(currentPath()).toBe('/admin/products'), { timeout: 3000 });
      expect(polls).toBe(2);
    });

    it('says Failed to send notifications. Please try again. and lets the admin try again or skip', async () => {
      const { dialog } = await addProduct({
        'POST /api/notifications/send-product-notification': () => errorResponse(500, 'Queue down'),
      });
      await userEvent.click(within(dialog).getByRole('button', { name: /Notify All Users/ }));
      await expectAlert('Failed to send notifications. Please try again.');
      expect(within(dialog).getByRole('button', { name: /Notify All Users/ })).toBeEnabled();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Skip Notification' }));
      await waitFor(() => expect(currentPath()).toBe('/admin/products'));
    });
  });
});
