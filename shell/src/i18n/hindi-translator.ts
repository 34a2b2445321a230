import { setupI18n } from '@lingui/core';
import { formatDateIndia, type Translator } from '@mitti/shared';
import { hindi } from './hi';
import { hindiWords } from '@mitti/shared/hindi-words';

export { fetchDevanagariFace } from './devanagari-face';

/**
 * A catalog of plain texts as `lingui compile` gives it: each text is its own compiled message (catalog.test.ts
 * holds the catalog to plain text). Lingui's production runtime takes only compiled messages.
 */
const compiled = (catalog: Record<string, string>) =>
  Object.fromEntries(Object.entries(catalog).map(([id, text]) => [id, [text]]));

/**
 * Lingui's `i18n` in Hindi with the shell's catalog, and the remotes' words (`@mitti/shared/hindi-words`, decision 105): this
 * module, the runtime and the catalog are one chunk.
 */
export const createHindiTranslator = (): Translator => {
  const i18n = setupI18n({ locale: 'hi', messages: { hi: compiled(hindi) } });
  return Object.assign(i18n, hindiWords(i18n, formatDateIndia));
};
