import { useContext } from 'react';
// The page's context from the package's root, the site's one copy (a federation singleton): a relative import
// would bundle a second copy of the context into the remote, which no provider fills.
import { PageLanguageContext } from '@mitti/shared';
import type { RemoteCatalog, WordValues, Words } from './messages';

/** English: the text itself, with its values (`{name}`) in place. */
export const englishWords = (text: string, values?: WordValues) =>
  values ? text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name])) : text;

/**
 * A remote's words on the page (decision 105), its English text in, the page's words out. An English page has no
 * translator: the text as it is. A Hindi page's translator (the shell's `hindi` chunk) fetches the remote's catalog
 * with `load` and suspends its components until it is in; the English, if the catalog cannot be had.
 */
export function useRemoteWords<Text extends string>(load: () => Promise<RemoteCatalog>): Words<Text> {
  return useContext(PageLanguageContext).translator?.words(load) ?? englishWords;
}
