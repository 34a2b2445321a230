import { describe, expect, it } from '@jest/globals';
import { requestLanguage } from './request-language';

describe("the page's language, as a request that causes mail says it (decision 106)", () => {
  it('is Hindi only when the page says hi', () => {
    expect(requestLanguage({ 'accept-language': 'hi' })).toBe('hi');
    expect(requestLanguage({ 'accept-language': ' HI ' })).toBe('hi');
  });

  it.each([['en'], ['fr'], ['hi-IN,hi;q=0.9,en;q=0.8'], ['*'], ['']])('is English for %p', (value) => {
    expect(requestLanguage({ 'accept-language': value })).toBe('en');
  });

  it('is English when nothing is said, or the header is sent twice', () => {
    expect(requestLanguage({})).toBe('en');
    expect(requestLanguage({ 'accept-language': ['hi', 'hi'] })).toBe('en');
  });
});
