import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { aProduct } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { ProductCard } from './product-card';

function renderCard(overrides: Parameters<typeof aProduct>[0] = {}) {
  const onAddToCart = vi.fn();
  const product = aProduct(overrides);
  renderWithProviders(<ProductCard product={product} onAddToCart={onAddToCart} />);
  return { product, onAddToCart, card: screen.getByTestId('product-card') };
}

function filledStars(card: HTMLElement): number {
  return card.querySelectorAll('[data-filled="true"]').length;
}

describe('ProductCard', () => {
  it('shows the NEW badge only for new products', () => {
    const { card } = renderCard({ isNew: true });
    expect(within(card).getByText('NEW')).toBeInTheDocument();
  });

  it('has no NEW badge for older products', () => {
    const { card } = renderCard({ isNew: false });
    expect(within(card).queryByText('NEW')).not.toBeInTheDocument();
  });

  it('uses the product discount for the percent badge when set', () => {
    const { card } = renderCard({ discount: 15, price: 900, oldPrice: 1000 });
    expect(within(card).getByText('15% OFF')).toBeInTheDocument();
  });

  it('derives the percent badge from oldPrice when no discount is set', () => {
    const { card } = renderCard({ discount: null, price: 1450, oldPrice: 1800 });
    expect(within(card).getByText('19% OFF')).toBeInTheDocument();
  });

  it('shows no percent badge without any discount', () => {
    const { card } = renderCard({ discount: null, oldPrice: null });
    expect(within(card).queryByText(/% OFF/)).not.toBeInTheDocument();
  });

  it('shows 3 of 5 stars when the rating is missing', () => {
    const { card } = renderCard({ rating: null });
    expect(within(card).getByRole('img', { name: 'Rated 3 out of 5' })).toBeInTheDocument();
    expect(filledStars(card)).toBe(3);
    expect(card.querySelectorAll('[data-filled]')).toHaveLength(5);
  });

  it('shows the real rating when present', () => {
    const { card } = renderCard({ rating: 5 });
    expect(filledStars(card)).toBe(5);
  });

  it('shows the price in Rs with two decimals and strikes through the old price', () => {
    const { card } = renderCard({ price: 1450, oldPrice: 1800 });
    expect(within(card).getByText('Rs 1,450.00')).toBeInTheDocument();
    const old = within(card).getByText('Rs 1,800.00');
    expect(old.tagName).toBe('DEL');
  });

  it('shows the name, category chip, image alt text and details link', () => {
    const { card, product } = renderCard({
      name: 'Royal Dog Adult',
      category: 'Food',
      image: '/media/products/royal-dog-adult.svg',
    });
    expect(within(card).getByRole('heading', { name: 'Royal Dog Adult' })).toBeInTheDocument();
    expect(within(card).getByText('Food')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Royal Dog Adult' })).toHaveAttribute(
      'src',
      '/media/products/royal-dog-adult.svg',
    );
    expect(within(card).getByRole('link', { name: 'View Details' })).toHaveAttribute(
      'href',
      `/products/${product._id}`,
    );
  });

  it('offers both stored sizes of an uploaded photo and loads it lazily below the first row', () => {
    const { card } = renderCard({ name: 'Chew Bone', image: '/media/products/3f1e-large.webp' });
    const photo = within(card).getByRole('img', { name: 'Chew Bone' });
    expect(photo).toHaveAttribute(
      'srcset',
      '/media/products/3f1e-small.webp 400w, /media/products/3f1e-large.webp 800w',
    );
    expect(photo).toHaveAttribute('sizes');
    expect(photo).toHaveAttribute('loading', 'lazy');
    expect(photo).not.toHaveAttribute('fetchpriority');
  });

  it('loads a first-row photo at once and first, with no srcset for a single-size picture', () => {
    const product = aProduct({ name: 'Chew Bone', image: '/media/products/chew-bone.svg' });
    renderWithProviders(<ProductCard product={product} priorityImage />);
    const photo = screen.getByRole('img', { name: 'Chew Bone' });
    expect(photo).toHaveAttribute('loading', 'eager');
    expect(photo).toHaveAttribute('fetchpriority', 'high');
    expect(photo).not.toHaveAttribute('srcset');
  });

  it('shows a category placeholder when there is no image', () => {
    const { card } = renderCard({ name: 'Chew Bone', category: 'Toys', image: null });
    expect(within(card).getByRole('img', { name: 'Chew Bone (no photo, Toys)' })).toBeInTheDocument();
  });

  it('adds to cart when in stock', async () => {
    const { card, onAddToCart, product } = renderCard({ name: 'Chew Bone', stock: 3 });
    await userEvent.click(within(card).getByRole('button', { name: 'Add Chew Bone to cart' }));
    expect(onAddToCart).toHaveBeenCalledWith(product);
  });

  it('disables add to cart when stock is 0, and says why in words on the card', () => {
    const { card } = renderCard({ name: 'Chew Bone', stock: 0 });
    expect(within(card).getByRole('button', { name: 'Add Chew Bone to cart: out of stock' })).toBeDisabled();
    expect(within(card).getByText('Out of stock')).toBeVisible();
  });

  it('says nothing about stock while there is some', () => {
    const { card } = renderCard({ name: 'Chew Bone', stock: 2 });
    expect(within(card).queryByText('Out of stock')).not.toBeInTheDocument();
  });

  it('has no Add to Cart for a viewer without a cart (no handler given)', () => {
    renderWithProviders(<ProductCard product={aProduct({ name: 'Chew Bone' })} />);
    const card = screen.getByTestId('product-card');
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'View Details' })).toBeInTheDocument();
  });
});
