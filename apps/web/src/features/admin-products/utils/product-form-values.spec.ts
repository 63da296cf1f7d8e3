import { describe, expect, it } from 'vitest';
import { aProduct } from '@/testing/fixtures';
import {
  checkProductForm,
  EMPTY_PRODUCT_FORM,
  formValuesOf,
  inputOf,
  type ProductFormValues,
  splitList,
} from './product-form-values';

const filled: ProductFormValues = {
  ...EMPTY_PRODUCT_FORM,
  name: '  Yak Chew  ',
  description: 'A long-lasting chew',
  category: 'Toys',
  price: '650.5',
};
const adding = { imageRequired: true, hasImage: true };
const editing = { imageRequired: false, hasImage: false };

function problemOf(values: ProductFormValues, options = adding): string | null {
  const check = checkProductForm(values, options);
  return check.ok ? null : check.problem;
}

describe('the product form rules', () => {
  it('names every missing required field in one message, blanks counting as missing', () => {
    expect(problemOf({ ...EMPTY_PRODUCT_FORM, name: '   ' }, { imageRequired: true, hasImage: false })).toBe(
      'Missing required fields: name, description, price, category, image',
    );
    expect(problemOf({ ...filled, description: ' \n ' })).toBe('Missing required fields: description');
  });

  it('needs an image only when adding', () => {
    expect(problemOf(filled, { imageRequired: true, hasImage: false })).toBe(
      'Missing required fields: image',
    );
    expect(problemOf(filled, editing)).toBeNull();
  });

  it('wants a price above 0 with at most two decimals', () => {
    for (const price of ['0', '-5', 'abc', '0.00']) {
      expect(problemOf({ ...filled, price })).toBe('Price must be a valid positive number');
    }
    expect(problemOf({ ...filled, price: '12.345' })).toBe('Price can have at most two decimals');
    expect(problemOf({ ...filled, price: '0.01' })).toBeNull();
  });

  it('checks the optional old price and stock only when given', () => {
    expect(problemOf({ ...filled, oldPrice: '0' })).toBe('Old price must be a positive number');
    expect(problemOf({ ...filled, stock: '2.5' })).toBe('Stock must be a whole number of 0 or more');
    expect(problemOf({ ...filled, stock: '-1' })).toBe('Stock must be a whole number of 0 or more');
    expect(problemOf({ ...filled, oldPrice: '', stock: '' })).toBeNull();
  });

  it('builds the request body: trimmed texts, numbers, split lists without blanks', () => {
    const check = checkProductForm(
      {
        ...filled,
        oldPrice: '750',
        stock: '12',
        isNew: true,
        details: 'Weight: 120 g\n\n  Made in Nepal  \r\nLasts weeks',
        ingredients: 'Yak milk, , Salt ,Lime juice,',
        recommendedFor: ' Large breeds,Heavy chewers ',
        nameNe: '  याकको छुर्पी ',
        descriptionNe: ' \n ',
      },
      adding,
    );
    expect(check).toEqual({
      ok: true,
      input: {
        name: 'Yak Chew',
        description: 'A long-lasting chew',
        nameNe: 'याकको छुर्पी',
        descriptionNe: null,
        category: 'Toys',
        price: 650.5,
        oldPrice: 750,
        stock: 12,
        isNew: true,
        isBestSeller: false,
        details: ['Weight: 120 g', 'Made in Nepal', 'Lasts weeks'],
        ingredients: ['Yak milk', 'Salt', 'Lime juice'],
        recommendedFor: ['Large breeds', 'Heavy chewers'],
      },
    });
  });

  it('leaves stock out when empty (kept on edit) and sends no old price as null', () => {
    const check = checkProductForm(filled, editing);
    expect(check.ok && 'stock' in check.input).toBe(false);
    expect(check.ok && check.input.oldPrice).toBeNull();
  });

  it('sends the vaccine facts only for a vaccine category', () => {
    const vaccineFacts = { isCoreVaccine: true, schedule: 'Annual booster', timing: ' ', petAge: '12 weeks' };
    const vaccine = checkProductForm({ ...filled, ...vaccineFacts, category: 'Core Vaccine' }, adding);
    expect(vaccine.ok && vaccine.input).toMatchObject({
      isCoreVaccine: true,
      isRecommended: false,
      schedule: 'Annual booster',
      timing: null,
      petAge: '12 weeks',
      frequency: null,
      followUp: null,
      nextDoseAfterDays: null,
    });
    const toy = checkProductForm({ ...filled, ...vaccineFacts, category: 'Toys' }, adding);
    expect(toy.ok && Object.keys(toy.input)).not.toContain('schedule');
  });

  it('sends a vaccine’s next dose as whole days from 1 to 1825, or null for none', () => {
    const vaccine = { ...filled, category: 'Seasonal Vaccines' as const };
    for (const days of [1, 365, 1825]) {
      const check = checkProductForm({ ...vaccine, nextDoseAfterDays: days }, adding);
      expect(check.ok && check.input.nextDoseAfterDays).toBe(days);
    }
    for (const days of [0, -30, 1826, 2.5, Number.NaN]) {
      expect(problemOf({ ...vaccine, nextDoseAfterDays: days })).toBe(
        'Next dose must be a whole number of days from 1 to 1825',
      );
    }
    // A dog product neither checks nor sends what a hidden vaccine field still holds.
    const toy = checkProductForm({ ...filled, nextDoseAfterDays: 0 }, adding);
    expect(toy.ok && Object.keys(toy.input)).not.toContain('nextDoseAfterDays');
  });
});

describe('splitting list fields', () => {
  it('splits by commas or by lines, trims and drops blanks', () => {
    expect(splitList(' a, b ,,c ', 'comma')).toEqual(['a', 'b', 'c']);
    expect(splitList('one\n\n two \r\nthree, still three', 'line')).toEqual([
      'one',
      'two',
      'three, still three',
    ]);
    expect(splitList('', 'comma')).toEqual([]);
  });
});

describe('an existing product in the form', () => {
  const product = aProduct({
    name: 'Rabies Vaccine',
    category: 'Core Vaccine',
    kind: 'vaccine',
    price: 1200.5,
    oldPrice: 1500,
    stock: 7,
    image: '/media/products/rabies.webp',
    details: ['Single dose', 'Given by a vet'],
    ingredients: ['Inactivated virus'],
    recommendedFor: ['Puppies', 'Adult dogs'],
    isCoreVaccine: true,
    schedule: 'Annual booster',
    nextDoseAfterDays: 365,
  });

  it('fills the fields: lists joined the way they are split', () => {
    expect(formValuesOf(product)).toMatchObject({
      price: '1200.5',
      oldPrice: '1500',
      stock: '7',
      details: 'Single dose\nGiven by a vet',
      recommendedFor: 'Puppies, Adult dogs',
      schedule: 'Annual booster',
      timing: '',
      nextDoseAfterDays: 365,
    });
    expect(formValuesOf({ ...product, nextDoseAfterDays: null }).nextDoseAfterDays).toBeNull();
  });

  it('fills the Nepali name and description, blank when the product has none', () => {
    expect(formValuesOf(product)).toMatchObject({ nameNe: '', descriptionNe: '' });
    const inNepali = { ...product, nameNe: 'रेबिजविरुद्धको खोप', descriptionNe: 'हरेक वर्ष दोहोर्‍याउनुपर्छ।' };
    expect(formValuesOf(inNepali)).toMatchObject({
      nameNe: 'रेबिजविरुद्धको खोप',
      descriptionNe: 'हरेक वर्ष दोहोर्‍याउनुपर्छ।',
    });
    expect(inputOf(inNepali)).toMatchObject({ nameNe: 'रेबिजविरुद्धको खोप' });
  });

  it('saves back unchanged without stock or image, so both stay as they are', () => {
    const input = inputOf(product);
    expect(input).not.toHaveProperty('stock');
    expect(input).not.toHaveProperty('image');
    expect(input).toMatchObject({
      name: 'Rabies Vaccine',
      category: 'Core Vaccine',
      price: 1200.5,
      oldPrice: 1500,
      details: ['Single dose', 'Given by a vet'],
      recommendedFor: ['Puppies', 'Adult dogs'],
      isCoreVaccine: true,
      schedule: 'Annual booster',
      nextDoseAfterDays: 365,
    });
  });
});
