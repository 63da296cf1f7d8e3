import { describe, expect, it } from 'vitest';
import { typosAllowed } from './search-words';
import { SortedVocabulary } from './sorted-vocabulary';

describe('SortedVocabulary', () => {
  it('stays the sorted words of the index as words come and go between look-ups', () => {
    const words = new Set<string>();
    const vocabulary = new SortedVocabulary(
      (word) => words.has(word),
      () => words.values(),
    );
    let state = 11;
    const random = (below: number) => {
      state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
      return (state >>> 8) % below;
    };
    const pool = Array.from({ length: 60 }, (_, at) => (at % 3 === 0 ? `${at}kg` : `word${at.toString(36)}`));
    for (let step = 0; step < 3_000; step += 1) {
      const word = pool[random(pool.length)]!;
      const action = random(4);
      if (action === 0 && !words.has(word)) {
        words.add(word);
        vocabulary.add(word);
      } else if (action === 1 && words.delete(word)) {
        vocabulary.wordsRemoved();
      } else if (action === 2) {
        const expected = [...words].sort((a, b) => (a < b ? -1 : 1));
        expect(vocabulary.sorted()).toEqual(expected);
        expect(vocabulary.letters()).toEqual(expected.filter((each) => typosAllowed(each) > 0));
      }
    }
  });

  it('lists a word once when it came, went and came back between two look-ups', () => {
    const words = new Set(Array.from({ length: 40 }, (_, at) => `base${at}`));
    const vocabulary = new SortedVocabulary(
      (word) => words.has(word),
      () => words.values(),
    );
    vocabulary.sorted();
    for (const word of ['fresh', 'base7']) {
      if (!words.has(word)) {
        words.add(word);
        vocabulary.add(word);
      }
      words.delete(word);
      vocabulary.wordsRemoved();
      words.add(word);
      vocabulary.add(word);
    }
    expect(vocabulary.sorted()).toEqual([...words].sort((a, b) => (a < b ? -1 : 1)));
  });
});
