import { describe, expect, it } from '@jest/globals';
import { productSearchClause, searchTerms, toTsQuery } from './product-search';

describe('product search terms', () => {
  it('folds case and accents and drops punctuation', () => {
    expect(searchTerms('Glazé  MUG!')).toEqual(['glaze', 'mug']);
    expect(searchTerms('térracotta')).toEqual(['terracotta']);
    expect(searchTerms("  kulhad's & chai  ")).toEqual(['kulhad', 's', 'chai']);
  });

  it('keeps a Devanagari word whole, composed, in a search of either language (decision 112)', () => {
    // Vowel signs, virama, nukta and a half letter's joiner stay in the word; no accent folding touches them.
    expect(searchTerms('नीला  प्याला, कुल्हड़!')).toEqual(['नीला', 'प्याला', 'कुल्हड़']);
    expect(searchTerms('क्\u200dष')).toEqual(['क्\u200dष']);
    // ड़ as one letter or as ड and nukta is the same word: NFC, as the column's Hindi is.
    expect(searchTerms('\u095C')).toEqual(searchTerms('\u0921\u093C'));
    expect(searchTerms('Blue कप🍵mug')).toEqual(['blue', 'कप', 'mug']);
    expect(toTsQuery(searchTerms('नीला: | !कप'))).toBe('नीला:* & कप:*');
  });

  it('keeps tsquery syntax out of the query', () => {
    expect(toTsQuery(searchTerms("bowl:* | !(vase) & 'x'"))).toBe('bowl:* & vase:* & x:*');
  });

  it('has nothing to search for without a word', () => {
    expect(productSearchClause('  ?!  ')).toBeNull();
  });

  it('adds the category as a second parameter', () => {
    expect(productSearchClause('mug', 'Tableware')?.params).toEqual(['mug:*', 'Tableware']);
  });
});
