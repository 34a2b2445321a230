import { expect, it } from '@jest/globals';
import { compileMessage } from '@lingui/message-utils/compileMessage';

const valuesOf = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

/**
 * What every remote's Hindi catalog is (decision 105), as `it` cases for its own `describe`: a Hindi text for each
 * English one (at least `atLeast` of them), in Devanagari, with the English text's `{values}`, and text and simple
 * values only, the compiled form the translator makes without an ICU compiler.
 */
export function itIsAHindiCatalog(hindi: Readonly<Record<string, string>>, { atLeast }: { atLeast: number }): void {
  const englishTexts = Object.keys(hindi);

  it('has a Hindi text for every English text of texts.ts (its type says which; a missing one fails the build)', () => {
    expect(englishTexts.length).toBeGreaterThan(atLeast);
    for (const text of englishTexts) expect([text, hindi[text]!.trim()]).not.toEqual([text, '']);
  });

  it('is Hindi, in Devanagari, with the same values as the English', () => {
    for (const text of englishTexts) {
      expect([text, /[\u0900-\u097F]/.test(hindi[text]!)]).toEqual([text, true]);
      expect(valuesOf(hindi[text]!)).toEqual(valuesOf(text));
    }
  });

  it('is text and simple values only, the compiled form the translator makes without an ICU compiler', () => {
    for (const translation of Object.values(hindi)) {
      for (const part of compileMessage(translation)) {
        expect(typeof part === 'string' || (Array.isArray(part) && part.length === 1)).toBe(true);
      }
    }
  });
}

const figuresOf = (text: string) => (text.match(/\d+/g) ?? []).sort();

/**
 * Prose in Hindi (a shell page's, decision 119) says the same figures as its English: a year, a price, a number of
 * days, a postcode; a Hindi that drops or changes one tells the shopper something else.
 */
export function itKeepsEveryFigure(hindi: Readonly<Record<string, string>>): void {
  it('says every figure of the English, and no other', () => {
    for (const [text, translation] of Object.entries(hindi)) {
      expect([text, figuresOf(translation)]).toEqual([text, figuresOf(text)]);
    }
  });
}
