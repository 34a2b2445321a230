import { describe, expect, it, jest } from '@jest/globals';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { createHindiTranslator } from './hindi-translator';
import { compileText } from '@mitti/shared/hindi-words';

const catalog = { hindi: { 'Book Now': 'अभी बुक करें', '{n} slots available': '{n} सीटें उपलब्ध' } };

describe("a Hindi translator's words for a remote (decision 105)", () => {
  it('compiles a text with values as lingui compile does', () => {
    for (const text of ['अभी बुक करें', '{n} सीटें उपलब्ध', '{count} में से स्लाइड {n} दिखाएँ', '{name} — फ़ोटो {n}']) {
      expect(compileText(text)).toEqual(compileMessage(text));
    }
  });

  it("suspends until the remote's catalog is in, then gives its words in Hindi with their values", async () => {
    const translator = createHindiTranslator();
    const load = jest.fn(async () => catalog);
    expect(() => translator.words(load)).toThrow();
    await translator.ready(load);
    const t = translator.words<keyof typeof catalog.hindi>(load)!;
    expect(t('Book Now')).toBe('अभी बुक करें');
    expect(t('{n} slots available', { n: 8 })).toBe('8 सीटें उपलब्ध');
    expect([t.lang, t.en]).toEqual(['hi', 'en']);
    expect(load).toHaveBeenCalledTimes(1);
    // The shell's own words are still there.
    expect(translator._({ id: 'shell.store', message: 'Store' })).toBe('दुकान');
  });

  it('gives no words (the English stays) when the catalog cannot be had', async () => {
    const translator = createHindiTranslator();
    const load = () => Promise.reject(new Error('offline'));
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await translator.ready(load);
    expect(translator.words(load)).toBeNull();
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it('writes dates with Hindi month names and the digits the prices use', async () => {
    const translator = createHindiTranslator();
    const load = async () => catalog;
    await translator.ready(load);
    const t = translator.words(load)!;
    expect(t.date!('2026-12-12')).toBe('12 दिसंबर 2026');
    expect(t.date!(null)).toBe('N/A');
  });
});
