import { describe, expect, it } from '@jest/globals';
import { languageOfPath, parseLanguage, pathInLanguage, samePageIn } from './languages';

describe('languageOfPath', () => {
  it('reads Hindi from the /hi prefix, its home included', () => {
    expect(languageOfPath('/hi/product/7')).toEqual({ language: 'hi', path: '/product/7' });
    expect(languageOfPath('/hi')).toEqual({ language: 'hi', path: '/' });
    expect(languageOfPath('/hi/')).toEqual({ language: 'hi', path: '/' });
    expect(languageOfPath('/hi/no-such-page')).toEqual({ language: 'hi', path: '/no-such-page' });
  });

  it('takes every other path as English, an unknown prefix or one that only begins like "hi" included', () => {
    expect(languageOfPath('/')).toEqual({ language: 'en', path: '/' });
    expect(languageOfPath('/store')).toEqual({ language: 'en', path: '/store' });
    expect(languageOfPath('/fr/store')).toEqual({ language: 'en', path: '/fr/store' });
    expect(languageOfPath('/hindi')).toEqual({ language: 'en', path: '/hindi' });
    expect(languageOfPath('/history')).toEqual({ language: 'en', path: '/history' });
  });
});

describe('pathInLanguage and samePageIn', () => {
  it('puts a route path under its language, English unprefixed', () => {
    expect(pathInLanguage('/product/7', 'hi')).toBe('/hi/product/7');
    expect(pathInLanguage('/', 'hi')).toBe('/hi');
    expect(pathInLanguage('/product/7', 'en')).toBe('/product/7');
    expect(pathInLanguage('/', 'en')).toBe('/');
  });

  it('moves a page to the other language with its query, and back to where it was', () => {
    const hindi = samePageIn('/store', '?category=Mugs', 'hi');
    expect(hindi).toBe('/hi/store?category=Mugs');
    expect(samePageIn('/hi/store', '?category=Mugs', 'en')).toBe('/store?category=Mugs');
    expect(samePageIn('/hi', '', 'en')).toBe('/');
    expect(samePageIn('/hi/product/7', '', 'hi')).toBe('/hi/product/7');
  });
});

describe('parseLanguage', () => {
  it("accepts only the shop's languages", () => {
    expect(parseLanguage('hi')).toBe('hi');
    expect(parseLanguage('en')).toBe('en');
    expect(parseLanguage('fr')).toBeNull();
    expect(parseLanguage(undefined)).toBeNull();
  });
});
