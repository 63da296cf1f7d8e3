import { describe, expect, it } from 'vitest';
import { productImageKey, productImageSrcSet } from './catalogue';

describe('product image names', () => {
  it('stores each size of an upload under its own key', () => {
    expect(productImageKey('3f1e', 'large')).toBe('products/3f1e-large.webp');
    expect(productImageKey('3f1e', 'small')).toBe('products/3f1e-small.webp');
  });

  it('offers both sizes of an uploaded image, local or on S3', () => {
    expect(productImageSrcSet('/media/products/3f1e-large.webp')).toBe(
      '/media/products/3f1e-small.webp 400w, /media/products/3f1e-large.webp 800w',
    );
    expect(productImageSrcSet('https://cdn.example.com/products/ab-large.webp')).toBe(
      'https://cdn.example.com/products/ab-small.webp 400w, https://cdn.example.com/products/ab-large.webp 800w',
    );
  });

  it('has no srcset for a picture of one size', () => {
    expect(productImageSrcSet('/media/products/pedigree-adult.svg')).toBeUndefined();
    expect(productImageSrcSet('https://example.com/dog.jpg')).toBeUndefined();
  });
});
