import type { Language, MessageDescriptor } from '@mitti/shared';
import { hindi } from './hi';

/**
 * The shell's words on its server, for a form answered before (or without) the app: the page's language's, from
 * the Hindi catalog the server bundle holds, or the English source message.
 */
export const shellWordsIn =
  (language: Language) =>
  (message: MessageDescriptor): string =>
    (language === 'hi' ? (hindi as Record<string, string>)[message.id] : undefined) ?? message.message;
