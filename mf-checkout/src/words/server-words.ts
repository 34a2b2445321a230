import type { Language } from '@mitti/shared/i18n';
import { englishWords } from '@mitti/shared/remote-words';
import { hindi } from './hi';
import type { CheckoutWords } from './words';

const hindiWords: CheckoutWords = Object.assign(
  (text: keyof typeof hindi, values?: Parameters<CheckoutWords>[1]) => englishWords(hindi[text], values),
  { lang: 'hi' as const, en: 'en' as const },
);

/**
 * The checkout's words on its server, where the cart's form is answered for a page without its scripts
 * (features/cart/server): the Hindi catalog is in the server bundle, read as it is; English is the text itself.
 */
export const serverWords = (language: Language): CheckoutWords => (language === 'hi' ? hindiWords : englishWords);
