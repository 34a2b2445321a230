import { useContext } from 'react';
import { PageLanguageContext, type RemoteCatalog, type Words } from '@mitti/shared';
import { remoteWords } from '@mitti/shared/remote-words';

/**
 * A shell page's prose (decision 119): its English is a record of the texts the page shows, in the page's chunk; its
 * Hindi the same record in a chunk of its own, which only a Hindi page fetches, before its first render (lazy-page.tsx)
 * or, on a visit within the app, suspending the page until it is in. Read through the page's translator, keyed by
 * the English as a remote's words are (decision 105): an English page shows the English as it is.
 */
export const usePageWords = <Text extends string>(loadHindi: () => Promise<RemoteCatalog>): Words<Text> =>
  remoteWords<Text>(useContext(PageLanguageContext).translator, loadHindi);

/** A page's Hindi catalog, keyed by its English: each text of `english` with the Hindi of the same name. */
export const byEnglish = <Key extends string>(
  english: Readonly<Record<Key, string>>,
  hindi: Readonly<Record<Key, string>>,
): RemoteCatalog['hindi'] =>
  Object.fromEntries(Object.entries<string>(english).map(([key, text]) => [text, hindi[key as Key]]));
