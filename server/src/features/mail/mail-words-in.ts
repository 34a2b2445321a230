import type { Language } from '@mitti/shared/i18n';
import { englishMailWords, type MailWords } from './mail-words';
import { hindiMailWords } from './mail-words-hi';

/** A message's words in its language (decision 106): the shopper's when the event happened. */
export const mailWords = (language: Language): MailWords => (language === 'hi' ? hindiMailWords : englishMailWords);
