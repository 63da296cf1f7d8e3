import { LANGUAGES } from '@kukur/contracts';
import { describe, expect, it } from 'vitest';
import { englishCatalogues, NAMESPACES } from './english-catalogues';
import { LAZY_NAMESPACES } from './lazy-texts';
import { nepaliCatalogues } from './nepali-catalogues';

/** Every catalogue file on disk, by `lang/namespace`: a file the code forgot to list is caught too. */
const files = import.meta.glob<Record<string, unknown>>('../../locales/*/*.json', {
  eager: true,
  import: 'default',
});
const catalogueFiles = new Map(
  Object.entries(files).map(([path, texts]) => [
    path.replace(/^.*locales\//, '').replace(/\.json$/, ''),
    texts,
  ]),
);

/** A catalogue's texts by their full key (`footer.about`). */
function flatten(texts: unknown, prefix = ''): Map<string, unknown> {
  const entries = new Map<string, unknown>();
  for (const [key, value] of Object.entries(texts as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object') {
      for (const [inner, text] of flatten(value, path)) entries.set(inner, text);
    } else entries.set(path, value);
  }
  return entries;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)[^}]*\}\}/g)].map((m) => m[1]).sort();

describe('the message catalogues', () => {
  it('has the same namespaces in every language, all of them loaded by the app', () => {
    for (const language of LANGUAGES) {
      const onDisk = [...catalogueFiles.keys()].filter((key) => key.startsWith(`${language}/`)).sort();
      expect(onDisk).toEqual(NAMESPACES.map((namespace) => `${language}/${namespace}`).sort());
    }
    expect(Object.keys(nepaliCatalogues).sort()).toEqual([...NAMESPACES].sort());
    // The English ones: in the entry bundle or loaded with their route, each exactly once.
    expect([...Object.keys(englishCatalogues), ...LAZY_NAMESPACES].sort()).toEqual([...NAMESPACES].sort());
  });

  it.each(NAMESPACES)(
    '%s: Nepali has exactly the English keys, each a non-empty text with the same placeholders',
    (namespace) => {
      const english = flatten(catalogueFiles.get(`en/${namespace}`));
      const nepali = flatten(nepaliCatalogues[namespace]);
      expect([...nepali.keys()].sort()).toEqual([...english.keys()].sort());
      for (const [key, text] of [...english, ...nepali]) {
        expect({ key, text: typeof text === 'string' && text.trim() !== '' }).toEqual({ key, text: true });
      }
      for (const [key, text] of english) {
        expect({ key, placeholders: placeholders(nepali.get(key) as string) }).toEqual({
          key,
          placeholders: placeholders(text as string),
        });
      }
    },
  );
});
