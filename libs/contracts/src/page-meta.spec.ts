import { describe, expect, it } from 'vitest';
import { pageSummary, pageTitle, SHOP_TITLE } from './page-meta';

describe('pageTitle', () => {
  it('adds the shop’s name to a page’s own, and is the shop’s title for the home page', () => {
    expect(pageTitle('Rabies Vaccine')).toBe('Rabies Vaccine | Kukur Pasal');
    expect(pageTitle(null)).toBe(SHOP_TITLE);
  });
});

describe('pageSummary', () => {
  it('drops markup and folds whitespace', () => {
    expect(pageSummary('<p>Soft <b>chew</b>\n\n toy.</p>')).toBe('Soft chew toy.');
  });

  it('cuts a long text at a word, within the limit', () => {
    const summary = pageSummary('Tasty biscuits for every dog. '.repeat(10))!;
    expect(summary.length).toBeLessThanOrEqual(155);
    expect(summary).toMatch(/ [a-z.]+…$/i);
    expect(summary).not.toMatch(/ …$/);
  });

  it('is undefined for nothing', () => {
    expect(pageSummary('  <br/> ')).toBeUndefined();
    expect(pageSummary(null)).toBeUndefined();
  });
});
