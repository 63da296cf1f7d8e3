import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PRODUCT_CATEGORIES, VACCINE_CATEGORIES } from '@kukur/contracts';
import { demoImagesDir, demoProducts, type DemoProduct } from './index';

const MONEY = /^\d+\.\d{2}$/;
const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const VACCINE_FIELDS = [
  'isRecommended',
  'isCoreVaccine',
  'schedule',
  'timing',
  'frequency',
  'petAge',
  'followUp',
] as const;
const MAX_IMAGE_BYTES = 4096;

const products = demoProducts.filter((p) => p.kind === 'product');
const vaccines = demoProducts.filter((p) => p.kind === 'vaccine');
const inCategory = (list: DemoProduct[], category: string) => list.filter((p) => p.category === category);

describe('demo catalogue: counts and categories', () => {
  it('has at least 42 products and 9 vaccines', () => {
    expect(products.length).toBeGreaterThanOrEqual(42);
    expect(vaccines.length).toBeGreaterThanOrEqual(9);
  });

  it.each(PRODUCT_CATEGORIES)('has at least 4 products in %s', (category) => {
    expect(inCategory(products, category).length).toBeGreaterThanOrEqual(4);
  });

  it.each(VACCINE_CATEGORIES)('has at least 2 vaccines in %s', (category) => {
    expect(inCategory(vaccines, category).length).toBeGreaterThanOrEqual(2);
  });

  it('keeps products in product categories and vaccines in vaccine categories', () => {
    for (const p of products) expect(PRODUCT_CATEGORIES as readonly string[], p.slug).toContain(p.category);
    for (const v of vaccines) expect(VACCINE_CATEGORIES as readonly string[], v.slug).toContain(v.category);
  });

  it('has only the two known kinds', () => {
    expect(products.length + vaccines.length).toBe(demoProducts.length);
  });

  it('includes a Pedigree product and a chew', () => {
    expect(demoProducts.some((p) => p.name.includes('Pedigree'))).toBe(true);
    expect(demoProducts.some((p) => /chew/i.test(`${p.name} ${p.description}`))).toBe(true);
  });

  it('mixes new, best-selling, discounted, sold-out and low-stock items', () => {
    expect(demoProducts.filter((p) => p.isNew).length).toBeGreaterThanOrEqual(3);
    expect(demoProducts.filter((p) => p.isBestSeller).length).toBeGreaterThanOrEqual(3);
    expect(demoProducts.filter((p) => p.oldPrice !== undefined).length).toBeGreaterThanOrEqual(3);
    expect(demoProducts.filter((p) => p.stock === 0).length).toBeGreaterThanOrEqual(2);
    expect(demoProducts.filter((p) => p.stock > 0 && p.stock < 10).length).toBeGreaterThanOrEqual(2);
  });
});

describe('demo catalogue: every item', () => {
  it('has a unique kebab-case slug', () => {
    const slugs = demoProducts.map((p) => p.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(KEBAB);
  });

  it.each(demoProducts.map((p) => [p.slug, p] as const))('%s has valid fields', (_slug, p) => {
    expect(p.name.trim()).not.toBe('');
    expect(p.description.trim()).not.toBe('');
    const sentences = p.description.split(/[.!?](?:\s|$)/).filter((s) => s.trim() !== '');
    expect(sentences.length).toBeGreaterThanOrEqual(1);
    expect(sentences.length).toBeLessThanOrEqual(3);

    expect(p.price).toMatch(MONEY);
    expect(Number(p.price)).toBeGreaterThan(0);
    if (p.oldPrice !== undefined) {
      expect(p.oldPrice).toMatch(MONEY);
      expect(Number(p.oldPrice)).toBeGreaterThan(Number(p.price));
    }

    expect(Number.isInteger(p.stock)).toBe(true);
    expect(p.stock).toBeGreaterThanOrEqual(0);
    expect(p.rating).toBeGreaterThanOrEqual(3);
    expect(p.rating).toBeLessThanOrEqual(5);
    expect(Math.round(p.rating * 10) / 10).toBe(p.rating);
    expect(Number.isInteger(p.reviewCount)).toBe(true);
    expect(p.reviewCount).toBeGreaterThanOrEqual(0);
    expect(typeof p.isNew).toBe('boolean');
    expect(typeof p.isBestSeller).toBe('boolean');

    for (const list of [p.details, p.ingredients, p.recommendedFor]) {
      expect(list.length).toBeGreaterThan(0);
      for (const entry of list) expect(entry.trim()).not.toBe('');
    }
    expect(p.image).toBe(`${p.slug}.svg`);
  });

  it.each(vaccines.map((v) => [v.slug, v] as const))('vaccine %s has every vaccine field', (_slug, v) => {
    expect(typeof v.isRecommended).toBe('boolean');
    expect(typeof v.isCoreVaccine).toBe('boolean');
    for (const field of ['schedule', 'timing', 'frequency', 'petAge', 'followUp'] as const) {
      expect(typeof v[field], field).toBe('string');
      expect(v[field]?.trim(), field).not.toBe('');
    }
    if (v.category === 'Core Vaccine') expect(v.isCoreVaccine).toBe(true);
    expect(Number(v.price)).toBeGreaterThanOrEqual(800);
    expect(Number(v.price)).toBeLessThanOrEqual(3500);
  });

  it('leaves the vaccine fields off products', () => {
    for (const p of products) {
      for (const field of VACCINE_FIELDS) expect(p[field], `${p.slug}.${field}`).toBeUndefined();
    }
  });
});

describe('demo catalogue: images', () => {
  it('exposes the images folder as an absolute path', () => {
    expect(path.isAbsolute(demoImagesDir)).toBe(true);
    expect(demoImagesDir.split(path.sep).slice(-3)).toEqual(['tools', 'seed', 'images']);
    expect(statSync(demoImagesDir).isDirectory()).toBe(true);
  });

  it.each(demoProducts.map((p) => [p.image] as const))(
    '%s is a small, self-contained square SVG',
    (image) => {
      const file = path.join(demoImagesDir, image);
      expect(existsSync(file)).toBe(true);
      expect(statSync(file).size).toBeLessThan(MAX_IMAGE_BYTES);
      const svg = readFileSync(file, 'utf8');
      expect(svg.startsWith('<svg')).toBe(true);
      expect(svg).toMatch(/viewBox="0 0 (\d+) \1"/);
      expect(svg.trimEnd().endsWith('</svg>')).toBe(true);
      expect(svg).not.toMatch(/<image|data:|@import|url\((?!#)|https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
      for (const [, href] of svg.matchAll(/href="([^"]*)"/g)) expect(href.startsWith('#')).toBe(true);
    },
  );

  it('holds no picture that the catalogue does not use', () => {
    const used = new Set(demoProducts.map((p) => p.image));
    const onDisk = readdirSync(demoImagesDir).filter((f) => f.endsWith('.svg'));
    expect(onDisk.filter((f) => !used.has(f))).toEqual([]);
  });
});

describe('demo catalogue: Nepali names', () => {
  const DEVANAGARI = /\p{Script=Devanagari}/u;
  const named = demoProducts.filter((p) => p.nameNe);

  it('gives most products and vaccines a Nepali name', () => {
    expect(named.length / demoProducts.length).toBeGreaterThanOrEqual(0.6);
    expect(named.some((p) => p.kind === 'vaccine')).toBe(true);
    expect(named.filter((p) => p.descriptionNe).length).toBeGreaterThanOrEqual(5);
  });

  it('writes them in Devanagari, with Devanagari digits (vaccine codes such as DA2PP aside), within the name limit', () => {
    for (const p of named) {
      expect(p.nameNe, p.slug).toMatch(DEVANAGARI);
      expect(p.nameNe, p.slug).not.toMatch(/(?<![A-Z])[0-9]/);
      expect(p.nameNe!.length, p.slug).toBeLessThanOrEqual(200);
      expect(p.nameNe, p.slug).toBe(p.nameNe!.normalize('NFC'));
    }
  });
});
