import { afterEach, describe, expect, it } from '@jest/globals';
import { documentMessages, inDocumentLanguage, setDocumentTranslator } from './document-words';
import { createHindiTranslator } from './hindi-translator';

describe("what the shell says outside its pages, in the document's language", () => {
  afterEach(() => setDocumentTranslator(Promise.resolve(null)));

  it('says it in English on an English page', async () => {
    setDocumentTranslator(Promise.resolve(null));
    await expect(inDocumentLanguage(documentMessages.authUnavailable)).resolves.toBe(
      'Authentication service is not available. Please try again later.',
    );
  });

  it('says it in Hindi on a Hindi page', async () => {
    setDocumentTranslator(Promise.resolve(createHindiTranslator()));
    await expect(inDocumentLanguage(documentMessages.authUnavailable)).resolves.toBe(
      'साइन इन की सेवा अभी उपलब्ध नहीं है। कृपया थोड़ी देर बाद फिर से कोशिश करें।',
    );
  });

  it('says it in English when the Hindi catalog could not be had, never a blank or an id', async () => {
    setDocumentTranslator(Promise.reject(new Error('chunk failed')));
    await expect(inDocumentLanguage(documentMessages.cartFull)).resolves.toBe(
      'Your cart is full. Check out or remove a piece before adding another.',
    );
  });
});
