import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fillIn } from '@/testing/fill-in';
import { aProduct } from '@/testing/fixtures';
import { callsTo, errorResponse, jsonResponse, mockApi, type ApiRoutes } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import { AdminProductsPage } from './admin-products-page';

const kibble = aProduct({
  _id: 'kibble',
  name: 'Royal Kibble',
  category: 'Food',
  price: 2400,
  stock: 12,
  description: 'Dry food for adult dogs',
  image: '/media/products/kibble.webp',
  ingredients: ['Chicken', 'Rice'],
});
const ball = aProduct({ _id: 'ball', name: 'Bouncy Ball', category: 'Toys', price: 350.5, stock: 0 });
const rabies = aProduct({
  _id: 'rabies',
  name: 'Rabies Vaccine',
  category: 'Core Vaccine',
  kind: 'vaccine',
  price: 1200,
  description: 'Protects against rabies',
  isCoreVaccine: true,
});

function routes(overrides: ApiRoutes = {}): ApiRoutes {
  return {
    'GET /api/products': () => jsonResponse([kibble, ball, rabies]),
    'GET /api/notifications/announcements': () => jsonResponse([]),
    ...overrides,
  };
}

/** The product names in the table's body, top to bottom. */
function rowNames(): string[] {
  const [, ...rows] = within(screen.getByRole('table')).getAllByRole('row');
  return rows.map((row) => within(row).getAllByRole('cell')[1].textContent ?? '');
}

function rowOf(name: string): HTMLElement {
  const row = screen.getByRole('cell', { name }).closest('tr');
  if (!row) throw new Error(`No row for ${name}`);
  return row;
}

function renderProducts() {
  return renderWithProviders(<AdminProductsPage />, { route: '/admin/products' });
}

async function openImageDialog(name: string): Promise<HTMLElement> {
  await userEvent.click(await screen.findByRole('button', { name: `Change image of ${name}` }));
  return screen.findByRole('dialog', { name: `Update Image: ${name}` });
}

describe('Admin Products', () => {
  it('lists the products with photo, name, category, price in Rs and stock', async () => {
    mockApi(routes());
    renderProducts();
    expect(await screen.findByRole('heading', { name: /All Products/ })).toBeInTheDocument();
    await screen.findByRole('cell', { name: 'Royal Kibble' });
    expect(rowNames()).toEqual(['Royal Kibble', 'Bouncy Ball', 'Rabies Vaccine']);
    const row = rowOf('Bouncy Ball');
    expect(within(row).getByText('Toys')).toBeInTheDocument();
    expect(within(row).getByText('Rs 350.50')).toBeInTheDocument();
    expect(within(row).getByText('0')).toBeInTheDocument();
    expect(within(rowOf('Royal Kibble')).getByRole('presentation')).toHaveAttribute(
      'src',
      '/media/products/kibble.webp',
    );
    expect(screen.getByRole('link', { name: /Add New Product/ })).toHaveAttribute(
      'href',
      '/admin/addproducts',
    );
  });

  it('sorts by name, category and price; each further click flips the order', async () => {
    mockApi(routes());
    renderProducts();
    await screen.findByRole('cell', { name: 'Royal Kibble' });

    await userEvent.click(screen.getByRole('button', { name: /Price/ }));
    expect(rowNames()).toEqual(['Bouncy Ball', 'Rabies Vaccine', 'Royal Kibble']);
    expect(screen.getByRole('columnheader', { name: /Price/ })).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(screen.getByRole('button', { name: /Price/ }));
    expect(rowNames()).toEqual(['Royal Kibble', 'Rabies Vaccine', 'Bouncy Ball']);
    expect(screen.getByRole('columnheader', { name: /Price/ })).toHaveAttribute('aria-sort', 'descending');

    await userEvent.click(screen.getByRole('button', { name: /Name/ }));
    expect(rowNames()).toEqual(['Bouncy Ball', 'Rabies Vaccine', 'Royal Kibble']);
    expect(screen.getByRole('columnheader', { name: /Price/ })).toHaveAttribute('aria-sort', 'none');

    await userEvent.click(screen.getByRole('button', { name: /Category/ }));
    expect(rowNames()).toEqual(['Rabies Vaccine', 'Royal Kibble', 'Bouncy Ball']);
    await userEvent.click(screen.getByRole('button', { name: /Category/ }));
    expect(rowNames()).toEqual(['Bouncy Ball', 'Royal Kibble', 'Rabies Vaccine']);
  });

  it('searches name, description and category', async () => {
    mockApi(routes());
    renderProducts();
    await screen.findByRole('cell', { name: 'Royal Kibble' });
    const search = screen.getByRole('searchbox', { name: 'Search products' });

    await fillIn(search, 'adult dogs');
    expect(rowNames()).toEqual(['Royal Kibble']);
    await fillIn(search, 'core vaccine');
    expect(rowNames()).toEqual(['Rabies Vaccine']);
    await fillIn(search, 'BALL');
    expect(rowNames()).toEqual(['Bouncy Ball']);
    await fillIn(search, 'parrot');
    expect(screen.getByText('No products found')).toBeInTheDocument();
  });

  it('views a product in the shop in a new tab (vaccines on the vaccination page) and edits it', async () => {
    mockApi(routes());
    renderProducts();
    const view = await screen.findByRole('link', { name: 'View Royal Kibble (opens in a new tab)' });
    expect(view).toHaveAttribute('href', '/products/kibble');
    expect(view).toHaveAttribute('target', '_blank');
    expect(view).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'View Rabies Vaccine (opens in a new tab)' })).toHaveAttribute(
      'href',
      '/vaccination/rabies',
    );
    expect(screen.getByRole('link', { name: 'Edit Royal Kibble' })).toHaveAttribute(
      'href',
      '/admin/products/edit/kibble',
    );
  });

  it('toasts Error and Failed to load products: {message} when the list cannot be loaded', async () => {
    mockApi({ 'GET /api/products': () => errorResponse(500, 'Database unavailable') });
    renderProducts();
    expect(await screen.findAllByText('Failed to load products: Database unavailable')).not.toHaveLength(0);
    expect(screen.getByRole('button', { name: /Try Again/ })).toBeInTheDocument();
  });

  describe('deleting', () => {
    it('asks first; Cancel keeps the product', async () => {
      const fetchMock = mockApi(routes());
      renderProducts();
      await userEvent.click(await screen.findByRole('button', { name: 'Delete Bouncy Ball' }));
      const dialog = await screen.findByRole('dialog', { name: 'Delete Product' });
      expect(within(dialog).getByText('Bouncy Ball')).toBeInTheDocument();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(callsTo(fetchMock, 'DELETE /api/products/ball')).toHaveLength(0);
    });

    it('deletes after confirmation: Success, Product deleted, and the list reloads without it', async () => {
      let products = [kibble, ball, rabies];
      const fetchMock = mockApi({
        'GET /api/products': () => jsonResponse(products),
        'DELETE /api/products/ball': () => {
          products = [kibble, rabies];
          return new Response(null, { status: 204 });
        },
      });
      renderProducts();
      await userEvent.click(await screen.findByRole('button', { name: 'Delete Bouncy Ball' }));
      const dialog = await screen.findByRole('dialog', { name: 'Delete Product' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

      expect(await screen.findByText('Product deleted')).toBeInTheDocument();
      expect(screen.getByText('Success')).toBeInTheDocument();
      await waitFor(() => expect(rowNames()).toEqual(['Royal Kibble', 'Rabies Vaccine']));
      expect(callsTo(fetchMock, 'DELETE /api/products/ball')).toHaveLength(1);
    });

    it('says Failed to delete product: {message} when the server refuses', async () => {
      mockApi(routes({ 'DELETE /api/products/ball': () => errorResponse(404, 'Product not found') }));
      renderProducts();
      await userEvent.click(await screen.findByRole('button', { name: 'Delete Bouncy Ball' }));
      const dialog = await screen.findByRole('dialog', { name: 'Delete Product' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
      expect(await screen.findByText('Failed to delete product: Product not found')).toBeInTheDocument();
      expect(rowNames()).toContain('Bouncy Ball');
    });
  });

  describe('the image dialog', () => {
    it('URL mode: an empty URL says Please enter an image URL; a URL is saved with the rest unchanged', async () => {
      const fetchMock = mockApi(
        routes({
          'PUT /api/products/kibble': async (request) =>
            jsonResponse({ ...kibble, image: ((await request.clone().json()) as { image: string }).image }),
        }),
      );
      renderProducts();
      const dialog = await openImageDialog('Royal Kibble');
      expect(within(dialog).getByText('Current image')).toBeInTheDocument();

      await userEvent.click(within(dialog).getByRole('button', { name: 'Save Image' }));
      expect(await within(dialog).findByText('Please enter an image URL')).toBeInTheDocument();
      expect(callsTo(fetchMock, 'PUT /api/products/kibble')).toHaveLength(0);

      await fillIn(within(dialog).getByLabelText('Image URL'), 'https://images.example.com/kibble.jpg');
      expect(within(dialog).getByRole('img', { name: 'Preview of the product image' })).toHaveAttribute(
        'src',
        'https://images.example.com/kibble.jpg',
      );
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save Image' }));

      expect(await screen.findByText('Product image updated successfully!')).toBeInTheDocument();
      const [put] = callsTo(fetchMock, 'PUT /api/products/kibble');
      const body = (await put.json()) as Record<string, unknown>;
      expect(body).toMatchObject({
        name: 'Royal Kibble',
        category: 'Food',
        price: 2400,
        ingredients: ['Chicken', 'Rice'],
        image: 'https://images.example.com/kibble.jpg',
      });
      // Stock is left out so the server keeps it (orders may have changed it meanwhile).
      expect(body).not.toHaveProperty('stock');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });

    it('file mode: no file says Please select an image file first; a file is uploaded, previewed and saved', async () => {
      const fetchMock = mockApi(
        routes({
          'POST /api/upload/product-image': () =>
            jsonResponse(
              { imageUrl: '/media/products/new-large.webp', thumbnailUrl: '/media/products/new-small.webp' },
              201,
            ),
          'PUT /api/products/ball': () => jsonResponse({ ...ball, image: '/media/products/new-large.webp' }),
        }),
      );
      renderProducts();
      const dialog = await openImageDialog('Bouncy Ball');
      await userEvent.click(within(dialog).getByText('Upload File'));
      const fileInput = within(dialog).getByLabelText('Image file');
      expect(fileInput).toHaveAttribute('accept', 'image/*');
      expect(within(dialog).getByText('JPG, PNG, or GIF up to 5MB')).toBeInTheDocument();
      expect(within(dialog).getByText(/square images of at least 500x500/)).toBeInTheDocument();

      await userEvent.click(within(dialog).getByRole('button', { name: 'Save Image' }));
      expect(await within(dialog).findByText('Please select an image file first')).toBeInTheDocument();

      await userEvent.upload(fileInput, new File(['png bytes'], 'ball.png', { type: 'image/png' }));
      const preview = await within(dialog).findByRole('img', { name: 'Preview of the product image' });
      expect(preview.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
      expect(within(dialog).getByText('New image')).toBeInTheDocument();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save Image' }));

      expect(await screen.findByText('Product image updated successfully!')).toBeInTheDocument();
      const [upload] = callsTo(fetchMock, 'POST /api/upload/product-image');
      const sent = (await upload.formData()).get('image');
      expect(sent).toMatchObject({ name: 'ball.png', type: 'image/png', size: 'png bytes'.length });
      const [put] = callsTo(fetchMock, 'PUT /api/products/ball');
      expect(await put.json()).toMatchObject({
        name: 'Bouncy Ball',
        image: '/media/products/new-large.webp',
      });
    });

    it('says Upload Failed with the server’s reason, and saves nothing', async () => {
      const fetchMock = mockApi(
        routes({
          'POST /api/upload/product-image': () => errorResponse(413, 'The image is larger than 5 MB'),
        }),
      );
      renderProducts();
      const dialog = await openImageDialog('Bouncy Ball');
      await userEvent.click(within(dialog).getByText('Upload File'));
      await userEvent.upload(
        within(dialog).getByLabelText('Image file'),
        new File(['big'], 'big.png', { type: 'image/png' }),
      );
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save Image' }));
      expect(await screen.findByText('Upload Failed')).toBeInTheDocument();
      expect(screen.getByText('The image is larger than 5 MB')).toBeInTheDocument();
      expect(callsTo(fetchMock, 'PUT /api/products/ball')).toHaveLength(0);
      expect(screen.getByRole('dialog', { name: 'Update Image: Bouncy Ball' })).toBeInTheDocument();
    });

    it('says Update Failed with the server’s message', async () => {
      mockApi(
        routes({
          'PUT /api/products/kibble': () =>
            errorResponse(400, 'image must be an http(s) URL or an uploaded image'),
        }),
      );
      renderProducts();
      const dialog = await openImageDialog('Royal Kibble');
      await fillIn(within(dialog).getByLabelText('Image URL'), 'ftp://example.com/a.jpg');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save Image' }));
      expect(await screen.findByText('Update Failed')).toBeInTheDocument();
      expect(screen.getByText('image must be an http(s) URL or an uploaded image')).toBeInTheDocument();
    });

    it('says Update Failed with the spec’s fallback when the server gives no reason', async () => {
      mockApi(routes({ 'PUT /api/products/ball': () => new Response('gateway down', { status: 502 }) }));
      renderProducts();
      const dialog = await openImageDialog('Bouncy Ball');
      await fillIn(within(dialog).getByLabelText('Image URL'), 'https://example.com/ball.jpg');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save Image' }));
      expect(await screen.findByText('Update Failed')).toBeInTheDocument();
      expect(screen.getByText('Failed to update product image. Please try again.')).toBeInTheDocument();
    });
  });
});
