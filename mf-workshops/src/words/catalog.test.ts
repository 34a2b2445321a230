import { describe, expect, it } from '@jest/globals';
import type { Words } from '@mitti/shared';
import { englishWords } from '@mitti/shared/remote-words';
import { itIsAHindiCatalog } from '../../../shared/test/hindi-catalog';
import { hindi } from './hi';
import type { WorkshopsText } from './words';

describe("the workshops' Hindi catalog", () => {
  itIsAHindiCatalog(hindi, { atLeast: 50 });

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
