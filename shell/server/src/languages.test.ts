import { describe, expect, it } from '@jest/globals';
import { languageAlternates, rememberedLanguagePage } from './languages';

describe('languageAlternates', () => {
  it('names the same page in English (also the default) and in Hindi, with its query, absolute', () => {
    expect(languageAlternates(new URL('https://mitti.example/hi/store?category=Mugs&tag=new'))).toBe(
      '<link rel="alternate" hreflang="en" href="https://mitti.example/store?category=Mugs&amp;tag=new">' +
        '<link rel="alternate" hreflang="hi" href="https://mitti.example/hi/store?category=Mugs&amp;tag=new">' +
        '<link rel="alternate" hreflang="x-default" href="https://mitti.example/store?category=Mugs&amp;tag=new">',
    );
    expect(languageAlternates(new URL('https://mitti.example/'))).toContain(
      'hreflang="hi" href="https://mitti.example/hi"',
    );
  });

  it('cannot be broken out of by a query', () => {
    expect(languageAlternates(new URL('https://mitti.example/store?q="><script>'))).not.toContain('"><script>');
  });
});

describe('rememberedLanguagePage', () => {
  const home = new URL('https://mitti.example/?utm_source=mail');

  it("sends a visit that starts at the English home page to the chosen language's home", () => {
    expect(rememberedLanguagePage(home, 'hi')).toBe('/hi?utm_source=mail');
  });

  it('moves no other page, and nothing for English, an unknown value or no choice', () => {
    expect(rememberedLanguagePage(new URL('https://mitti.example/product/7'), 'hi')).toBeNull();
    expect(rememberedLanguagePage(new URL('https://mitti.example/hi'), 'en')).toBeNull();
    expect(rememberedLanguagePage(home, 'en')).toBeNull();
    expect(rememberedLanguagePage(home, 'fr')).toBeNull();
    expect(rememberedLanguagePage(home, undefined)).toBeNull();
  });
});
