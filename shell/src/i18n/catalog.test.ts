import { describe, expect, it } from '@jest/globals';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { contactMessages } from './contact-messages';
import { documentMessages } from './document-words';
import { frameOnlyMessages } from './frame-only-messages';
import { homeMessages } from './home-messages';
import { shellMessages } from './shell-messages';
import { signInMessages } from './sign-in-messages';
import { hindi } from './hi';
import { loadTranslator } from './load-translator';

const englishIds = [
  ...Object.values(shellMessages),
  ...Object.values(homeMessages),
  ...Object.values(frameOnlyMessages),
  ...Object.values(contactMessages),
  ...Object.values(signInMessages),
  ...Object.values(documentMessages),
].map((message) => message.id);

describe("the shell's Hindi catalog", () => {
  it('has a Hindi text for every English message, and none for a message the shell no longer has', () => {
    expect(Object.keys(hindi).sort()).toEqual([...englishIds].sort());
    for (const id of englishIds) expect(hindi[id as keyof typeof hindi].trim()).not.toBe('');
  });

  it('is plain text, each its own compiled message, as loadTranslator gives it to the runtime', () => {
    for (const text of Object.values(hindi)) {
      expect(compileMessage(text)).toEqual([text]);
    }
  });

  it('gives each message one id', () => {
    expect(new Set(englishIds).size).toBe(englishIds.length);
  });
});

describe('loadTranslator', () => {
  it('gives English pages no translator: they show the source messages', async () => {
    await expect(loadTranslator('en')).resolves.toBeNull();
  });

  it("turns the shell's messages into Hindi, and a message no catalog has into its English", async () => {
    const translator = await loadTranslator('hi');
    expect(translator?._(shellMessages.store)).toBe('दुकान');
    expect(translator?._(shellMessages.notFoundTitle)).toBe('पृष्ठ नहीं मिला');
    expect(translator?._({ id: 'catalog.not-translated', message: 'Add to Cart' })).toBe('Add to Cart');
  });
});
