import { setupI18n } from '@lingui/core';
import type { Translator } from '../src/index';
import { hindiWords } from '../src/i18n/hindi-words';
import { formatDateIndia } from '../src/dates/format-date';

/**
 * A Hindi page's translator as the shell makes it (shell/src/i18n/hindi-translator.ts), without the shell's own
 * catalog: Lingui's `i18n` in Hindi with the remotes' words (decision 105), for a remote's tests.
 */
export function hindiTranslator(): Translator {
  const i18n = setupI18n({ locale: 'hi', messages: { hi: {} } });
  return Object.assign(i18n, hindiWords(i18n, formatDateIndia));
}
