import { describe, expect, it } from '@jest/globals';
import { acceptedCoding, matchesEtag } from './http-caching';

describe('acceptedCoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['br', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['GZIP, BR', 'br'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', null],
    ['*', 'br'],
    ['*;q=0.5, br;q=0', 'gzip'],
    ['deflate', null],
    ['gzip;q=abc', null],
  ] as const)('%j -> %j', (header, coding) => {
    expect(acceptedCoding(header)).toBe(coding);
  });
});

describe('matchesEtag', () => {
  it('matches the same tag, a weak form of it, one of a list, or *', () => {
    expect(matchesEtag('"abc"', '"abc"')).toBe(true);
    expect(matchesEtag('W/"abc"', '"abc"')).toBe(true);
    expect(matchesEtag('"x", "abc-br" , "y"', '"abc-br"')).toBe(true);
    expect(matchesEtag('*', '"abc"')).toBe(true);
  });

  it('does not match another tag, or the tag of another coding', () => {
    expect(matchesEtag('"abd"', '"abc"')).toBe(false);
    expect(matchesEtag('"abc-gzip"', '"abc-br"')).toBe(false);
    expect(matchesEtag('', '"abc"')).toBe(false);
  });
});
