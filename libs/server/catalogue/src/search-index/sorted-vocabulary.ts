import { byteOrder, firstNotBefore } from './byte-order';
import { typosAllowed } from './search-words';

/** Beyond this share of the vocabulary new, it is sorted whole again rather than merged. */
const MERGE_UP_TO = 1 / 8;

/**
 * The index's words in byte order (prefix look-ups walk it), and the ones made of letters only (the words a typo
 * can be a misspelling of). Made when first asked, then kept up to date by merging in the words added since
 * and dropping the ones no product has any more: at a million products the vocabulary holds about a million
 * words (sizes, numbers), and sorting it again for each new word took most of a second.
 */
export class SortedVocabulary {
  private words: string[] | null = null;
  private letterWords: string[] | null = null;
  private added: string[] = [];
  private removed = false;

  constructor(
    private readonly has: (word: string) => boolean,
    private readonly all: () => Iterable<string>,
  ) {}

  /** A word a product has and none had before. */
  add(word: string): void {
    if (this.words) this.added.push(word);
  }

  /** Some words no product has any more are gone from the index. */
  wordsRemoved(): void {
    if (this.words) this.removed = true;
  }

  letters(): string[] {
    const words = this.sorted();
    this.letterWords ??= words.filter((word) => typosAllowed(word) > 0);
    return this.letterWords;
  }

  sorted(): string[] {
    if (this.words && this.added.length === 0 && !this.removed) return this.words;
    if (!this.words || this.added.length > this.words.length * MERGE_UP_TO) {
      this.words = [...this.all()].sort(byteOrder);
      this.letterWords = null;
    } else {
      const kept = this.removed ? this.words.filter(this.has) : this.words;
      const keptLetters = this.removed ? (this.letterWords?.filter(this.has) ?? null) : this.letterWords;
      // A word added, dropped and added again is listed twice, or is still in the kept ones.
      const fresh = [...new Set(this.added)]
        .filter((word) => this.has(word) && kept[lowerBound(kept, word)] !== word)
        .sort(byteOrder);
      this.words = merged(kept, fresh);
      this.letterWords =
        keptLetters &&
        merged(
          keptLetters,
          fresh.filter((word) => typosAllowed(word) > 0),
        );
    }
    this.added = [];
    this.removed = false;
    return this.words;
  }
}

/** The first place in `sorted` (byte order) whose word is not before `value`. */
export function lowerBound(sorted: string[], value: string): number {
  return firstNotBefore(sorted.length, (at) => sorted[at]! < value);
}

function merged(a: string[], b: string[]): string[] {
  if (b.length === 0) return a;
  const out = new Array<string>(a.length + b.length);
  let i = 0;
  let j = 0;
  let k = 0;
  while (i < a.length && j < b.length) out[k++] = a[i]! < b[j]! ? a[i++]! : b[j++]!;
  while (i < a.length) out[k++] = a[i++]!;
  while (j < b.length) out[k++] = b[j++]!;
  return out;
}
