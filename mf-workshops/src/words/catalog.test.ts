import { describe, expect, it } from '@jest/globals';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Words } from '@mitti/shared';
import { englishWords } from '@mitti/shared/remote-words';
import { hindi } from './hi';
import type { WorkshopsText } from './words';

const englishTexts = Object.keys(hindi) as WorkshopsText[];
const valuesOf = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe("the workshops' Hindi catalog", () => {
  it('has a Hindi text for every English text of texts.ts (its type says which; a missing one fails the build)', () => {
    expect(englishTexts.length).toBeGreaterThan(50);
    for (const text of englishTexts) expect([text, hindi[text].trim()]).not.toEqual([text, '']);
  });

  it('is Hindi, in Devanagari, with the same values as the English', () => {
    for (const text of englishTexts) {
      expect([text, /[\u0900-\u097F]/.test(hindi[text])]).toEqual([text, true]);
      expect(valuesOf(hindi[text])).toEqual(valuesOf(text));
    }
  });

  it('is text and simple values only, the compiled form the translator makes without an ICU compiler', () => {
    for (const translation of Object.values(hindi)) {
      for (const part of compileMessage(translation)) {
        expect(typeof part === 'string' || (Array.isArray(part) && part.length === 1)).toBe(true);
      }
    }
  });

  it('is keyed by the English text, each with its values as the English words fill them', () => {
    expect(englishWords('{n} slots available', { n: 8 })).toBe('8 slots available');
    expect(englishWords('Show slide {n} of {count}', { n: 2, count: 3 })).toBe('Show slide 2 of 3');
    expect(englishWords('Book Now')).toBe('Book Now');
  });

  it('fails the type check for a missing text, and a component asking for a text not listed', () => {
    // @ts-expect-error: a catalog without every text of texts.ts is not the workshops' catalog
    const partial: Record<WorkshopsText, string> = { Workshops: 'कार्यशालाएँ' };
    const t: Words<WorkshopsText> = englishWords;
    // @ts-expect-error: 'Add to Cart' is not one of the workshops' texts
    expect(t('Add to Cart')).toBe('Add to Cart');
    expect(Object.keys(partial)).toHaveLength(1);
  });
});
