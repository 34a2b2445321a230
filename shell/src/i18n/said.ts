import type { MessageDescriptor } from '@mitti/shared';

/**
 * What a shell page says: one of its messages, which the page words in its language, or words that come already
 * worded (the API's refusals, in the page's language by decision 117; the identity provider's own).
 */
export type Said = MessageDescriptor | string;

/** What is said, in the words `t` gives. */
export const say = (t: (message: MessageDescriptor) => string, said: Said): string =>
  typeof said === 'string' ? said : t(said);
