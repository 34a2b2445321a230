import { describe, expect, it } from '@jest/globals';
import { productSearchClause, searchTerms, toTsQuery } from './product-search';

describe('product search terms', () => {
  it('folds case and accents and drops punctuation', () => {
    expect(searchTerms('Glazé  MUG!')).toEqual(['glaze', 'mug']);
    expect(searchTerms('térracotta')).toEqual(['terracotta']);
    expect(searchTerms("  kulhad's & chai  ")).toEqual(['kulhad', 's', 'chai']);
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
