import { createContext, useContext } from 'react';
import type { Language } from '@mitti/shared/i18n';
import type { MailWords } from '../mail-words';
import { mailWords } from '../mail-words-in';

/**
 * The language a message is written in (decision 106): the shopper's when the event happened, English for the
 * studio's own mails. Given by the sender around the message's body; English when none is.
 */
export const MailLanguageContext = createContext<Language>('en');

export const useMailLanguage = (): Language => useContext(MailLanguageContext);

/** The message's words, in its language. */
export const useMailWords = (): MailWords => mailWords(useMailLanguage());
