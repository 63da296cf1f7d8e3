import {
  ALL_CATEGORIES,
  type Category,
  MAX_NEXT_DOSE_AFTER_DAYS,
  VACCINE_CATEGORIES,
} from '@kukur/contracts';
import type { Product } from '@/shared/api';
import { ADMIN_PRODUCTS_MESSAGES as TEXT } from '../admin-products-messages';
import type { ProductInput } from '../product-input';

/** The product form's fields as typed (numbers and lists are still text, apart from the InputNumber's days). */
export interface ProductFormValues {
  name: string;
  description: string;
  /** The Nepali name and description (optional; blank sends none). */
  nameNe: string;
  descriptionNe: string;
  category: Category | undefined;
  price: string;
  oldPrice: string;
  stock: string;
  isNew: boolean;
  isBestSeller: boolean;
  /** One entry per line. */
  details: string;
  /** Comma-separated. */
  ingredients: string;
  /** Comma-separated. */
  recommendedFor: string;
  isRecommended: boolean;
  isCoreVaccine: boolean;
  schedule: string;
  timing: string;
  frequency: string;
  petAge: string;
  followUp: string;
  /** Whole days after this dose when the next dose or booster is due; null when none is. */
  nextDoseAfterDays: number | null;
}

export const EMPTY_PRODUCT_FORM: ProductFormValues = {
  name: '',
  description: '',
  nameNe: '',
  descriptionNe: '',
  category: undefined,
  price: '',
  oldPrice: '',
  stock: '',
  isNew: false,
  isBestSeller: false,
  details: '',
  ingredients: '',
  recommendedFor: '',
  isRecommended: false,
  isCoreVaccine: false,
  schedule: '',
  timing: '',
  frequency: '',
  petAge: '',
  followUp: '',
  nextDoseAfterDays: null,
};

export function isVaccineCategory(category: string | undefined): boolean {
  return (VACCINE_CATEGORIES as readonly (string | undefined)[]).includes(category);
}

/** Splits a list field: entries trimmed, blanks removed. */
export function splitList(text: string, separator: 'comma' | 'line'): string[] {
  return text
    .split(separator === 'comma' ? ',' : /\r?\n/)
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

/** The form's values for an existing product (edit mode). */
export function formValuesOf(product: Product): ProductFormValues {
  const text = (value: string | null) => value ?? '';
  return {
    name: product.name,
    description: product.description,
    nameNe: text(product.nameNe),
    descriptionNe: text(product.descriptionNe),
    category: (ALL_CATEGORIES as readonly string[]).includes(product.category)
      ? (product.category as Category)
      : undefined,
    price: String(product.price),
    oldPrice: product.oldPrice == null ? '' : String(product.oldPrice),
    stock: String(product.stock),
    isNew: product.isNew,
    isBestSeller: product.isBestSeller,
    details: product.details.join('\n'),
    ingredients: product.ingredients.join(', '),
    recommendedFor: product.recommendedFor.join(', '),
    isRecommended: product.isRecommended,
    isCoreVaccine: product.isCoreVaccine,
    schedule: text(product.schedule),
    timing: text(product.timing),
    frequency: text(product.frequency),
    petAge: text(product.petAge),
    followUp: text(product.followUp),
    nextDoseAfterDays: product.nextDoseAfterDays ?? null,
  };
}

/** The body that saves an existing product unchanged apart from what the caller overrides (stock left alone). */
export function inputOf(product: Product): ProductInput {
  const values = formValuesOf(product);
  const { stock: _stock, ...input } = toInput(values, values.category ?? (product.category as Category));
  return input;
}

export type FormCheck = { ok: true; input: ProductInput } | { ok: false; problem: string };

export interface CheckOptions {
  /** The add form needs an image (a URL or a file); the edit form keeps the current one. */
  imageRequired: boolean;
  /** Whether the admin gave an image. */
  hasImage: boolean;
}

const TWO_DECIMALS = /^\d+(\.\d{1,2})?$/;

function positiveNumberProblem(text: string, problem: string): string | null {
  const value = Number(text);
  return Number.isFinite(value) && value > 0 ? null : problem;
}

/**
 * The spec's rules, in its order: required fields first (one message naming them all), then the price.
 * Returns the request body (without the image) when the form is fine.
 */
export function checkProductForm(values: ProductFormValues, options: CheckOptions): FormCheck {
  const missing = [
    values.name.trim() === '' && 'name',
    values.description.trim() === '' && 'description',
    values.price.trim() === '' && 'price',
    !values.category && 'category',
    options.imageRequired && !options.hasImage && 'image',
  ].filter((field): field is string => field !== false);
  if (missing.length > 0) return { ok: false, problem: TEXT.missingFields(missing) };

  const price = values.price.trim();
  const priceProblem = positiveNumberProblem(price, TEXT.invalidPrice);
  if (priceProblem) return { ok: false, problem: priceProblem };
  if (!TWO_DECIMALS.test(String(Number(price)))) return { ok: false, problem: TEXT.priceDecimals };

  const oldPrice = values.oldPrice.trim();
  if (oldPrice) {
    const problem = positiveNumberProblem(oldPrice, TEXT.invalidOldPrice);
    if (problem) return { ok: false, problem };
  }
  const stock = values.stock.trim();
  if (stock && !(Number.isInteger(Number(stock)) && Number(stock) >= 0)) {
    return { ok: false, problem: TEXT.invalidStock };
  }
  // Only vaccines send the days (see toInput), so only they are checked.
  if (isVaccineCategory(values.category) && !isNextDoseAfterDays(values.nextDoseAfterDays)) {
    return { ok: false, problem: TEXT.invalidNextDose };
  }
  return { ok: true, input: toInput(values, values.category as Category) };
}

/** Empty, or a whole number of days from 1 to 1825 (five years). */
function isNextDoseAfterDays(days: number | null): boolean {
  return days === null || (Number.isInteger(days) && days >= 1 && days <= MAX_NEXT_DOSE_AFTER_DAYS);
}

function toInput(values: ProductFormValues, category: Category): ProductInput {
  const optionalText = (text: string) => text.trim() || null;
  const input: ProductInput = {
    name: values.name.trim(),
    description: values.description.trim(),
    nameNe: optionalText(values.nameNe),
    descriptionNe: optionalText(values.descriptionNe),
    category,
    price: Number(values.price.trim()),
    oldPrice: values.oldPrice.trim() ? Number(values.oldPrice.trim()) : null,
    isNew: values.isNew,
    isBestSeller: values.isBestSeller,
    details: splitList(values.details, 'line'),
    ingredients: splitList(values.ingredients, 'comma'),
    recommendedFor: splitList(values.recommendedFor, 'comma'),
  };
  if (values.stock.trim()) input.stock = Number(values.stock.trim());
  // Vaccine facts belong to vaccines only; hidden fields must not carry old values into a dog product.
  if (isVaccineCategory(category)) {
    Object.assign(input, {
      isRecommended: values.isRecommended,
      isCoreVaccine: values.isCoreVaccine,
      schedule: optionalText(values.schedule),
      timing: optionalText(values.timing),
      frequency: optionalText(values.frequency),
      petAge: optionalText(values.petAge),
      followUp: optionalText(values.followUp),
      nextDoseAfterDays: values.nextDoseAfterDays ?? null,
    } satisfies Partial<ProductInput>);
  }
  return input;
}
