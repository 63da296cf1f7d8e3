import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '@/features/auth';
import { cartStore } from '@/features/cart';
import type { Review } from '@/features/catalogue';
import type { Product } from '@/shared/api';
import { aUser, anAdmin, tokenExpiringIn } from '@/testing/auth-fixtures';
import { aProduct } from '@/testing/fixtures';
import { mediaMatching } from '@/testing/match-media';
import {
  callsTo,
  errorResponse,
  heldAnswer,
  jsonResponse,
  mockApi,
  type ApiRoutes,
} from '@/testing/mock-fetch';
import { currentPath, renderApp } from '@/testing/render-app';
import { queryOf } from './catalogue-test-data';

const kibble = aProduct({
  _id: 'kibble',
  id: 'kibble',
  name: 'Pedigree Adult Kibble',
  category: 'Food',
  description: 'Crunchy everyday kibble for adult dogs.',
  price: 1850,
  oldPrice: 1990,
  discount: null,
  isNew: true,
  isBestSeller: true,
  rating: 4.6,
  reviewCount: 12,
  stock: 3,
  details: ['Net weight: 3 kg'],
  ingredients: ['Chicken', 'Rice'],
  recommendedFor: ['Adult dogs'],
});

function aReview(overrides: Partial<Review> = {}): Review {
  const id = overrides.id ?? `review-${Math.random()}`;
  return {
    id,
    _id: id,
    userName: 'Ram Thapa',
    text: 'My dog loves it.',
    rating: 5,
    date: '2026-11-20T10:15:00.000Z',
    updatedAt: null,
    verifiedBuyer: false,
    ...overrides,
  };
}

const PRODUCT = 'GET /api/products/kibble';
const REVIEWS = 'GET /api/products/kibble/comments';
const POST_REVIEW = 'POST /api/products/kibble/comments';
const MY_REVIEW = 'GET /api/products/kibble/comments/mine';
const LIST = 'GET /api/products';

function routes(product: Product = kibble, overrides: ApiRoutes = {}): ApiRoutes {
  return {
    [PRODUCT]: () => jsonResponse(product),
    [REVIEWS]: () => jsonResponse([]),
    [MY_REVIEW]: () => jsonResponse({ review: null }),
    [LIST]: () => jsonResponse([]),
    ...overrides,
  };
}

/** The body of the last review post. */
async function lastPostedReview(fetchMock: Parameters<typeof callsTo>[0]) {
  const calls = callsTo(fetchMock, POST_REVIEW);
  return calls[calls.length - 1]!.json();
}

async function openKibble(overrides: ApiRoutes = {}, product: Product = kibble) {
  const fetchMock = mockApi(routes(product, overrides));
  const app = renderApp('/products/kibble');
  await screen.findByRole('heading', { level: 1, name: product.name });
  return { fetchMock, ...app };
}

const quantity = () => screen.getByRole('spinbutton', { name: 'Quantity' });
const reviewsSection = () => screen.getByRole('region', { name: 'Customer Reviews' });
const reviewCount = () => document.querySelector('.product-detail__review-count')?.textContent;
const ratingValue = () => document.querySelector('.product-detail__rating-value')?.textContent;
const token = tokenExpiringIn(600);

describe('/products/{id}', () => {
  beforeEach(() => {
    sessionStore.logOut();
    cartStore.clear();
  });

  it('shows the loading text while the product is on its way, then the product', async () => {
    const product = heldAnswer(() => jsonResponse(kibble));
    mockApi(routes(kibble, { [PRODUCT]: product.handler }));
    renderApp('/products/kibble');
    expect(await screen.findByText('Loading product details...')).toBeInTheDocument();
    product.release();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pedigree Adult Kibble' }),
    ).toBeInTheDocument();
  });

  it('asks for the product once, while the page code loads, and loads its photo first', async () => {
    const withPhoto = { ...kibble, image: '/media/products/kibble.svg' };
    // The answer takes a moment, as over a network: the page's code arrives while the request is under way.
    const { fetchMock } = await openKibble(
      {
        [PRODUCT]: () =>
          new Promise<Response>((resolve) => setTimeout(() => resolve(jsonResponse(withPhoto)), 150)),
      },
      withPhoto,
    );
    expect(callsTo(fetchMock, PRODUCT)).toHaveLength(1);
    const photo = screen.getByRole('img', { name: kibble.name });
    expect(photo).toHaveAttribute('loading', 'eager');
    expect(photo).toHaveAttribute('fetchpriority', 'high');
  });

  it('has a breadcrumb Home / Products / category (the filtered listing) / name', async () => {
    await openKibble();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/home');
    expect(within(breadcrumb).getByRole('link', { name: 'Products' })).toHaveAttribute('href', '/products');
    expect(within(breadcrumb).getByRole('link', { name: 'Food' })).toHaveAttribute(
      'href',
      '/products?category=Food',
    );
    expect(within(breadcrumb).getByText('Pedigree Adult Kibble')).toHaveAttribute('aria-current', 'page');
  });

  it('shows image, badges, rating, review count, category, prices, percent off and the low-stock note', async () => {
    await openKibble();
    expect(screen.getByRole('img', { name: 'Pedigree Adult Kibble (no photo, Food)' })).toBeInTheDocument();
    const badges = screen.getByRole('list', { name: 'Highlights' });
    expect(
      within(badges)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['NEW', 'Top Rated', 'Best Seller']);
    expect(screen.getByRole('img', { name: 'Rated 4.6 out of 5' })).toBeInTheDocument();
    expect(reviewCount()).toBe('(12 reviews)');
    expect(screen.getByText('Category:')).toHaveTextContent('Category: Food');
    expect(screen.getByText('Rs 1,850.00')).toBeInTheDocument();
    expect(screen.getByText('Rs 1,990.00').tagName).toBe('DEL');
    expect(screen.getByText('7% OFF')).toBeInTheDocument();
    expect(screen.getByText('Only 3 left in stock')).toBeInTheDocument();
  });

  it('gives Top Rated only from 4.5 and no low-stock note from 10 in stock', async () => {
    await openKibble({}, { ...kibble, rating: 4.4, stock: 10, isNew: false, isBestSeller: false });
    expect(screen.queryByText('Top Rated')).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Highlights' })).not.toBeInTheDocument();
    expect(screen.queryByText(/left in stock/)).not.toBeInTheDocument();
  });

  it('disables Add to Cart and Buy Now when out of stock', async () => {
    await openKibble({}, { ...kibble, stock: 0 });
    expect(screen.getByText('Out of stock')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Add to Cart/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Buy Now/ })).toBeDisabled();
  });

  it('has the tabs Description, Details, Made With and Recommended For', async () => {
    await openKibble();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Description',
      'Details',
      'Made With',
      'Recommended For',
    ]);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Crunchy everyday kibble for adult dogs.');
    await userEvent.click(screen.getByRole('tab', { name: 'Made With' }));
    expect(await screen.findByText('Rice')).toBeVisible();
    await userEvent.click(screen.getByRole('tab', { name: 'Recommended For' }));
    expect(await screen.findByText('Adult dogs')).toBeVisible();
    await userEvent.click(screen.getByRole('tab', { name: 'Details' }));
    expect(await screen.findByText('Net weight: 3 kg')).toBeVisible();
  });

  it('shows the four as headed sections, not tabs, on a phone', async () => {
    // A phone-wide screen: only antd's smallest breakpoint query, (max-width: 575px), matches.
    const restoreMedia = mediaMatching((query) => query.includes('max-width: 575'));
    try {
      await openKibble();
      expect(screen.queryByRole('tab')).not.toBeInTheDocument();
      for (const [title, text] of [
        ['Description', 'Crunchy everyday kibble for adult dogs.'],
        ['Details', 'Net weight: 3 kg'],
        ['Made With', 'Rice'],
        ['Recommended For', 'Adult dogs'],
      ]) {
        const section = screen.getByRole('region', { name: title });
        expect(within(section).getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
        expect(section).toHaveTextContent(text!);
      }
    } finally {
      restoreMedia();
    }
  });

  it('lets the customer choose 1 to 5 (Max 5 per order)', async () => {
    await openKibble();
    expect(screen.getByText('Max 5 per order')).toBeInTheDocument();
    expect(quantity()).toHaveValue(1);
    expect(screen.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    const increase = screen.getByRole('button', { name: 'Increase quantity' });
    for (let click = 0; click < 4; click += 1) await userEvent.click(increase);
    expect(quantity()).toHaveValue(5);
    expect(increase).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Decrease quantity' }));
    expect(quantity()).toHaveValue(4);
  });

  it('takes a typed quantity, emptied first, and keeps it within 1 to 5', async () => {
    await openKibble();
    await userEvent.clear(quantity());
    await userEvent.type(quantity(), '3');
    expect(quantity()).toHaveValue(3);
    await userEvent.clear(quantity());
    await userEvent.type(quantity(), '9');
    expect(quantity()).toHaveValue(5);
    await userEvent.tab();
    expect(quantity()).toHaveValue(5);
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
  });

  it('adds the chosen quantity to the cart, then warns Maximum Limit Reached past 5', async () => {
    await openKibble();
    const increase = screen.getByRole('button', { name: 'Increase quantity' });
    await userEvent.click(increase);
    await userEvent.click(increase);
    await userEvent.click(screen.getByRole('button', { name: /Add to Cart/ }));
    expect(
      await screen.findByText('"Pedigree Adult Kibble" has been added to your cart.'),
    ).toBeInTheDocument();
    expect(cartStore.getItems()).toMatchObject([{ id: 'kibble', quantity: 3 }]);

    await userEvent.click(screen.getByRole('button', { name: /Add to Cart/ }));
    expect(await screen.findByText('Maximum Limit Reached')).toBeInTheDocument();
    expect(screen.getByText('You can only add up to 5 of Pedigree Adult Kibble.')).toBeInTheDocument();
    expect(cartStore.getItems()[0].quantity).toBe(3);
  });

  it('Buy Now warns a visitor Login Required, then goes to /login after 2 seconds and back afterwards', async () => {
    const { router } = await openKibble();
    await userEvent.click(screen.getByRole('button', { name: /Buy Now/ }));
    expect(await screen.findByText('Login Required')).toBeInTheDocument();
    expect(screen.getByText('Please log in to complete this action.')).toBeInTheDocument();
    expect(currentPath(router)).toBe('/products/kibble');
    await waitFor(() => expect(currentPath(router)).toBe('/login'), { timeout: 3000 });
    expect(router.state.location.state).toEqual({
      from: { pathname: '/products/kibble', search: '', hash: '' },
    });
    expect(cartStore.getItems()).toEqual([]);
  });

  it('Buy Now puts the quantity in a customer’s cart and goes to /cart', async () => {
    sessionStore.logIn(aUser(), token);
    const { router } = await openKibble();
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await userEvent.click(screen.getByRole('button', { name: /Buy Now/ }));
    await waitFor(() => expect(currentPath(router)).toBe('/cart'));
    expect(cartStore.getItems()).toMatchObject([{ id: 'kibble', quantity: 2 }]);
  });

  it('shows an admin, who has no cart, neither Add to Cart, Buy Now nor the review form', async () => {
    sessionStore.logIn(anAdmin(), token);
    await openKibble();
    expect(screen.queryByRole('button', { name: /Add to Cart/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /to cart$/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Buy Now/ })).not.toBeInTheDocument();
    expect(
      within(reviewsSection()).queryByRole('button', { name: /Submit Review|Log In/ }),
    ).not.toBeInTheDocument();
  });

  it('toggles the wishlist heart on this page with a toast', async () => {
    await openKibble();
    await userEvent.click(screen.getByRole('button', { name: 'Add Pedigree Adult Kibble to wishlist' }));
    expect(await screen.findByText('Added to Wishlist')).toBeInTheDocument();
    const heart = screen.getByRole('button', { name: 'Remove Pedigree Adult Kibble from wishlist' });
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(heart);
    expect(await screen.findByText('Removed from Wishlist')).toBeInTheDocument();
  });

  describe('reviews', () => {
    it('lists the reviews and shows their average as the rating', async () => {
      await openKibble({
        [REVIEWS]: () =>
          jsonResponse([
            aReview({ userName: 'Ram Thapa', text: 'Lasts for weeks.', rating: 5 }),
            aReview({ userName: 'Gita Rai', text: 'Too hard for my puppy.', rating: 2 }),
          ]),
      });
      const list = await within(reviewsSection()).findByRole('list', { name: 'Reviews' });
      expect(within(list).getByRole('article', { name: 'Review by Ram Thapa' })).toHaveTextContent(
        'Lasts for weeks.',
      );
      expect(within(list).getByRole('article', { name: 'Review by Gita Rai' })).toHaveTextContent(
        '20 Nov 2026',
      );
      expect(ratingValue()).toBe('3.5');
      expect(reviewCount()).toBe('(2 reviews)');
      // 3.5 is below the Top Rated threshold, whatever the product's stored rating says.
      expect(screen.queryByText('Top Rated')).not.toBeInTheDocument();
    });

    it('shows 4 when there are no reviews and the product has no rating', async () => {
      await openKibble({}, { ...kibble, rating: null, reviewCount: 0 });
      expect(ratingValue()).toBe('4.0');
      expect(reviewCount()).toBe('(0 reviews)');
      expect(
        await within(reviewsSection()).findByText(
          'No written reviews yet. Be the first to share your experience!',
        ),
      ).toBeInTheDocument();
    });

    it('offers a visitor a Log In button that comes back to the product', async () => {
      const { router } = await openKibble();
      expect(within(reviewsSection()).getByText('Please log in to write a review.')).toBeInTheDocument();
      await userEvent.click(within(reviewsSection()).getByRole('button', { name: /Log In/ }));
      await waitFor(() => expect(currentPath(router)).toBe('/login'));
      expect(router.state.location.state).toEqual({
        from: { pathname: '/products/kibble', search: '', hash: '' },
      });
    });

    it('enables Submit only once the text is not blank and a star is chosen', async () => {
      sessionStore.logIn(aUser(), token);
      await openKibble();
      const submit = await within(reviewsSection()).findByRole('button', { name: 'Submit Review' });
      expect(submit).toBeDisabled();
      await userEvent.type(screen.getByLabelText('Your review'), '   ');
      await userEvent.click(screen.getByRole('radio', { name: '4 stars' }));
      expect(submit).toBeDisabled();
      await userEvent.clear(screen.getByLabelText('Your review'));
      await userEvent.type(screen.getByLabelText('Your review'), 'Good');
      expect(submit).toBeEnabled();
    });

    it('needs a star as well as text', async () => {
      sessionStore.logIn(aUser(), token);
      await openKibble();
      await userEvent.type(await screen.findByLabelText('Your review'), 'Good kibble');
      expect(within(reviewsSection()).getByRole('button', { name: 'Submit Review' })).toBeDisabled();
    });

    it('posts text and rating with the token; the review shows with the account name and the new count', async () => {
      sessionStore.logIn(aUser({ name: 'Sita Sharma' }), token);
      const created = aReview({ userName: 'Sita Sharma', text: 'Shiny coat after a month.', rating: 4 });
      let posted = false;
      const { fetchMock } = await openKibble({
        [POST_REVIEW]: () => {
          posted = true;
          return jsonResponse({ ...created, result: 'created', message: 'Thank you!' }, 201);
        },
        [REVIEWS]: () => jsonResponse(posted ? [created] : []),
        [MY_REVIEW]: () => jsonResponse({ review: posted ? created : null }),
        [PRODUCT]: () => jsonResponse(posted ? { ...kibble, rating: 4, reviewCount: 1 } : kibble),
      });

      await userEvent.click(await screen.findByRole('radio', { name: '4 stars' }));
      await userEvent.type(screen.getByLabelText('Your review'), '  Shiny coat after a month. ');
      await userEvent.click(within(reviewsSection()).getByRole('button', { name: 'Submit Review' }));

      expect(await screen.findByRole('article', { name: 'Review by Sita Sharma' })).toHaveTextContent(
        'Shiny coat after a month.',
      );
      expect(await screen.findByText('Review Submitted')).toBeInTheDocument();
      await waitFor(() => expect(reviewCount()).toBe('(1 review)'));
      expect(ratingValue()).toBe('4.0');
      const [request] = callsTo(fetchMock, POST_REVIEW);
      expect(await request.json()).toEqual({ text: 'Shiny coat after a month.', rating: 4 });
      expect(request.headers.get('Authorization')).toBe(`Bearer ${token}`);
      // The customer's one review of the product: the form now edits it.
      expect(await within(reviewsSection()).findByRole('button', { name: 'Update Review' })).toBeEnabled();
      expect(screen.getByLabelText('Your review')).toHaveValue('Shiny coat after a month.');
    });

    it('shows the customer’s own review in the form to edit, and posting it again says it was updated', async () => {
      sessionStore.logIn(aUser({ name: 'Sita Sharma' }), token);
      const mine = aReview({ id: 'mine', userName: 'Sita Sharma', text: 'Crunchy and fresh.', rating: 4 });
      const edited = { ...mine, text: 'Crunchy and fresh. Two bags later, still good.', rating: 5 };
      let posted = false;
      const { fetchMock } = await openKibble({
        [MY_REVIEW]: () => jsonResponse({ review: posted ? edited : mine }),
        [REVIEWS]: () => jsonResponse([posted ? edited : mine]),
        [POST_REVIEW]: () => {
          posted = true;
          return jsonResponse({
            ...edited,
            updatedAt: new Date().toISOString(),
            result: 'updated',
            message: 'x',
          });
        },
      });
      expect(
        await within(reviewsSection()).findByRole('heading', { name: 'Edit Your Review' }),
      ).toBeInTheDocument();
      const text = screen.getByLabelText('Your review');
      expect(text).toHaveValue('Crunchy and fresh.');
      expect(screen.getByRole('radio', { name: '4 stars' })).toBeChecked();

      await userEvent.type(text, ' Two bags later, still good.');
      await userEvent.click(screen.getByRole('radio', { name: '5 stars' }));
      await userEvent.click(within(reviewsSection()).getByRole('button', { name: 'Update Review' }));

      expect(await screen.findByText('Review Updated')).toBeInTheDocument();
      expect(await lastPostedReview(fetchMock)).toEqual({
        text: 'Crunchy and fresh. Two bags later, still good.',
        rating: 5,
      });
      const article = await screen.findByRole('article', { name: 'Review by Sita Sharma' });
      await waitFor(() => expect(article).toHaveTextContent('Two bags later, still good.'));
      expect(screen.getAllByRole('article')).toHaveLength(1);
    });

    it('keeps the words and says to wait when the server refuses too many posts', async () => {
      sessionStore.logIn(aUser({ name: 'Sita Sharma' }), token);
      await openKibble({
        [POST_REVIEW]: () =>
          errorResponse(429, 'You have posted many reviews in a short time. Please try again in 12 minutes.'),
      });
      await userEvent.click(await screen.findByRole('radio', { name: '3 stars' }));
      await userEvent.type(screen.getByLabelText('Your review'), 'Third try.');
      await userEvent.click(within(reviewsSection()).getByRole('button', { name: 'Submit Review' }));
      expect(
        await screen.findByText(
          'You have posted many reviews in a short time. Please try again in 12 minutes.',
        ),
      ).toBeInTheDocument();
      expect(screen.getByLabelText('Your review')).toHaveValue('Third try.');
      expect(screen.queryByRole('article', { name: 'Review by Sita Sharma' })).not.toBeInTheDocument();
    });

    it('marks the reviews of verified buyers and the edited ones', async () => {
      await openKibble({
        [REVIEWS]: () =>
          jsonResponse([
            aReview({ userName: 'Ram Thapa', verifiedBuyer: true, updatedAt: '2026-11-22T10:15:00.000Z' }),
            aReview({ userName: 'Gita Rai' }),
          ]),
      });
      const ram = await screen.findByRole('article', { name: 'Review by Ram Thapa' });
      expect(within(ram).getByText('Verified buyer')).toBeInTheDocument();
      expect(within(ram).getByText('(edited)')).toBeInTheDocument();
      const gita = screen.getByRole('article', { name: 'Review by Gita Rai' });
      expect(within(gita).queryByText('Verified buyer')).not.toBeInTheDocument();
      expect(within(gita).queryByText('(edited)')).not.toBeInTheDocument();
    });

    it('still lists a review the server refused, with a Submission Failed toast', async () => {
      sessionStore.logIn(aUser({ name: 'Sita Sharma' }), token);
      await openKibble({
        [REVIEWS]: () => jsonResponse([aReview({ rating: 5 })]),
        [POST_REVIEW]: () => errorResponse(500, 'boom'),
      });
      await within(reviewsSection()).findByRole('article', { name: 'Review by Ram Thapa' });

      await userEvent.click(screen.getByRole('radio', { name: '2 stars' }));
      await userEvent.type(screen.getByLabelText('Your review'), 'Arrived torn.');
      await userEvent.click(within(reviewsSection()).getByRole('button', { name: 'Submit Review' }));

      expect(await screen.findByText('Submission Failed')).toBeInTheDocument();
      expect(screen.getByText("We couldn't submit your review. Please try again.")).toBeInTheDocument();
      expect(screen.getByRole('article', { name: 'Review by Sita Sharma' })).toHaveTextContent(
        'Arrived torn.',
      );
      expect(ratingValue()).toBe('3.5');
      expect(reviewCount()).toBe('(2 reviews)');
    });
  });

  it('shows up to 6 similar products of the same category, never the product itself', async () => {
    const others = Array.from({ length: 7 }, (_, index) =>
      aProduct({
        _id: `food-${index}`,
        id: `food-${index}`,
        name: `Other Food ${index + 1}`,
        category: 'Food',
      }),
    );
    const { fetchMock } = await openKibble({ [LIST]: () => jsonResponse([kibble, ...others]) });
    const similar = await screen.findByRole('region', { name: 'Similar Products' });
    const names = within(similar)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(names).toEqual(others.slice(0, 6).map((product) => product.name));
    expect(queryOf(callsTo(fetchMock, LIST)[0])).toEqual({ category: 'Food', _limit: '7' });
  });

  it('leaves out Similar Products when the category has nothing else', async () => {
    await openKibble({ [LIST]: () => jsonResponse([kibble]) });
    await waitFor(() => expect(screen.queryByText('Loading reviews...')).not.toBeInTheDocument());
    expect(screen.queryByRole('region', { name: 'Similar Products' })).not.toBeInTheDocument();
  });

  it('says Failed to load product details for an unknown product', async () => {
    const fetchMock = mockApi({ 'GET /api/products/nope': () => errorResponse(404, 'Product not found') });
    renderApp('/products/nope');
    expect(
      await screen.findByRole('heading', { name: 'Failed to load product details. Please try again later.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Products' })).toHaveAttribute('href', '/products');
    expect(callsTo(fetchMock, 'GET /api/products/nope')).toHaveLength(1);
  });

  it('moves a vaccine opened under /products to its vaccination page', async () => {
    const vaccine = aProduct({ _id: 'rabies', id: 'rabies', name: 'Anti-Rabies', kind: 'vaccine' });
    mockApi({
      'GET /api/products/rabies': () => jsonResponse(vaccine),
      'GET /api/products/rabies/comments': () => jsonResponse([]),
      [LIST]: () => jsonResponse([]),
    });
    const { router } = renderApp('/products/rabies');
    await waitFor(() => expect(currentPath(router)).toBe('/vaccination/rabies'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Anti-Rabies' })).toBeInTheDocument();
  });

  it('puts a vaccine under Vaccination in the breadcrumb, not Products', async () => {
    const vaccine = aProduct({
      _id: 'rabies',
      id: 'rabies',
      name: 'Anti-Rabies',
      kind: 'vaccine',
      category: 'Core Vaccine',
    });
    mockApi({
      'GET /api/products/rabies': () => jsonResponse(vaccine),
      'GET /api/products/rabies/comments': () => jsonResponse([]),
      [LIST]: () => jsonResponse([]),
    });
    renderApp('/vaccination/rabies');
    await screen.findByRole('heading', { level: 1, name: 'Anti-Rabies' });
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Vaccination' })).toHaveAttribute(
      'href',
      '/vaccination',
    );
    expect(within(breadcrumb).queryByRole('link', { name: 'Products' })).not.toBeInTheDocument();
    expect(within(breadcrumb).getByText('Core Vaccine')).toBeInTheDocument();
  });
});
