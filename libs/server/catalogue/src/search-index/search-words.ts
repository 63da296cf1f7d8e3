import { stem } from 'porter2';

/**
 * Letters, digits and combining marks of any script; everything else separates words. The marks belong to
 * the word: Devanagari writes its vowel signs and virama as marks ("कुकुरको" is one word, not five).
 */
const WORD = /[\p{L}\p{N}][\p{L}\p{M}\p{N}]*/gu;

/**
 * The words of a text, in NFC and lower-cased, in order (repeats kept): a word typed with decomposed
 * characters (some Nepali keyboards send "क" + nukta) is the same word as its composed form.
 */
export function wordsOf(text: string): string[] {
  return text.normalize('NFC').toLowerCase().match(WORD) ?? [];
}

/** Porter2 (Snowball English), the stemmer of PostgreSQL's `english` configuration: "chews" -> "chew". */
export function stemOf(word: string): string {
  return /^[a-z]+$/.test(word) ? stem(word) : word;
}

// PostgreSQL's english.stop, the words that carry no meaning in a product search.
const STOP_WORDS = new Set(
  `i me my myself we our ours ourselves you your yours yourself yourselves he him his himself she her hers
  herself it its itself they them their theirs themselves what which who whom this that these those am is are
  was were be been being have has had having do does did doing a an the and but if or because as until while of
  at by for with about against between into through during before after above below to from up down in out on
  off over under again further then once here there when where why how all any both each few more most other
  some such no nor not only own same so than too very s t can will just don should now`.split(/\s+/),
);

/**
 * The words a search looks for: stop words left out ("food for puppies" looks for food and puppies), unless
 * the text has nothing else; repeats once.
 */
export function searchWordsOf(text: string): string[] {
  const words = [...new Set(wordsOf(text))];
  const meaningful = words.filter((word) => !STOP_WORDS.has(word));
  return meaningful.length > 0 ? meaningful : words;
}

/** How many typing mistakes a word of this length may carry and still be recognised. */
export function typosAllowed(word: string): number {
  if (word.length < 4 || !/^\p{L}+$/u.test(word)) return 0;
  return word.length < 8 ? 1 : 2;
}

/**
 * Edit distance with transpositions (optimal string alignment), or `max + 1` as soon as it must exceed `max`:
 * "pedigee" -> "pedigree" is 1, "himalyan" -> "himalayan" 1, "drosl" -> "drols" 1.
 */
export function typoDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowBest = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, beforePrevious[j - 2]! + 1);
      }
      current.push(value);
      rowBest = Math.min(rowBest, value);
    }
    if (rowBest > max) return max + 1;
    beforePrevious = previous;
    previous = current;
  }
  return Math.min(previous[b.length]!, max + 1);
}
