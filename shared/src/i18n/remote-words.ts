import type { RemoteCatalog, Translator, WordValues, Words } from './messages';

/** English: the text itself, with its values (`{name}`) in place. */
export const englishWords = (text: string, values?: WordValues) =>
  values ? text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name])) : text;

/**
 * A remote's words on the page (decision 105), its English text in, the page's words out, from the page's
 * translator (`PageLanguageContext`'s, which the remote reads from `@mitti/shared`'s root, the site's one copy: this
 * module is bundled by each remote, and a context it imported itself would be a second, empty copy). An English
 * page has no translator: the text as it is. A Hindi page's translator (the shell's `hindi` chunk) fetches the
 * remote's catalog with `load` and suspends its components until it is in; the English, if the catalog cannot be had.
 */
export function remoteWords<Text extends string>(
  translator: Translator | null | undefined,
  load: () => Promise<RemoteCatalog>,
): Words<Text> {
  return translator?.words<Text>(load) ?? englishWords;
}

/** The owner's text as a page shows it: the words, and the `lang` of the element that holds them. */
export interface OwnersText {
  text: string;
  lang?: 'en' | undefined;
}

/**
 * What the owner writes of a product or a class in both languages (decision 112): the English of each field `F` (a
 * name, a description) with its Hindi, `${F}Hi`, beside it.
 */
export type OwnersWords<F extends 'name' | 'description'> = Record<F, string> &
  Partial<Record<`${F}Hi`, string | null | undefined>>;

/**
 * The owner's name or description of a product or a class in the page's language (decision 112): on a Hindi page
 * the Hindi the owner gave, in the page's own language; where none is given, the English, marked `lang="en"`. An
 * English page, or a Hindi one whose words could not be had, shows the English as it always did.
 */
export function ownersText<F extends 'name' | 'description'>(
  t: Pick<Words<string>, 'lang' | 'en'>,
  item: OwnersWords<F>,
  field: F,
): OwnersText {
  const hindi = item[`${field}Hi`];
  return t.lang && hindi ? { text: hindi } : { text: item[field], lang: t.en };
}
