import { createContext, useContext } from 'react';
import type { Language } from './languages';
import type { Timestamp } from '../types';

/**
 * One message of an app, as Lingui describes it (decision 102): its id, and the English words, the source the
 * app's bundle carries. English pages show `message` as it is, with no i18n runtime at all.
 */
export interface MessageDescriptor {
  id: string;
  message: string;
}

/** An app's messages by name, each with its id: the app's name and the message's (`shell.home`). */
export type Messages<App extends string, English extends Record<string, string>> = {
  readonly [Name in keyof English & string]: { id: `${App}.${Name}`; message: English[Name] };
};

/**
 * An app's messages from its English words by name. The ids are made here, not written in the bundle: English
 * pages pay for their words and nothing more.
 */
export function defineMessages<const App extends string, const English extends Record<string, string>>(
  app: App,
  english: English,
): Messages<App, English> {
  return Object.fromEntries(
    Object.entries(english).map(([name, message]) => [name, { id: `${app}.${name}`, message }]),
  ) as Messages<App, English>;
}

/**
 * An app's catalog in another language: a text for every message of its English, by id. A missing one fails the
 * type check, and so the build of the app that owns the catalog (scripts/build.ts checks each app before bundling).
 */
export type Catalog<M extends Record<string, MessageDescriptor>> = Record<M[keyof M]['id'], string>;

/** A message's values: `{name}` in its text is `values.name`. */
export type WordValues = Readonly<Record<string, string | number>>;

/**
 * A remote's words in the page's language (decision 105): its English text in, the page's words out. On a Hindi
 * page they also say so (`lang`), mark the owner's words, which stay English (`en`), and write dates (`date`).
 */
export interface Words<Text extends string> {
  (text: Text, values?: WordValues): string;
  lang?: 'hi';
  en?: 'en';
  date?: (value: Timestamp | null | undefined) => string;
}

/** A remote's Hindi chunk: its catalog, keyed by the English text, `{name}` where a value goes (decision 105). */
export interface RemoteCatalog {
  hindi: Readonly<Record<string, string>>;
}

/** What turns a message into the page's language: Lingui's `i18n` with the page's catalogs loaded. */
export interface Translator {
  _(message: MessageDescriptor): string;
  /**
   * A remote's words, its catalog (`load`, the remote's own chunk) added to this translator: they suspend the
   * component until it is in (or `ready` has been awaited, as a server page's `load` does); null if it cannot be had.
   */
  words<Text extends string>(load: () => Promise<RemoteCatalog>): Words<Text> | null;
  /** The remote's catalog is in (or could not be had): its words no longer suspend. */
  ready(load: () => Promise<RemoteCatalog>): Promise<void>;
}

/** A page's language, and its translator: none for English, or when a catalog could not be loaded. */
export interface PageLanguage {
  language: Language;
  translator: Translator | null;
}

export const PageLanguageContext = createContext<PageLanguage>({ language: 'en', translator: null });

/** The language of the page being shown. */
export const useLanguage = (): Language => useContext(PageLanguageContext).language;

const sourceText = (message: MessageDescriptor) => message.message;

/**
 * The words of a message in the page's language: the catalog's, or the English source message on an English page,
 * for a message a catalog lacks, and when the catalog failed to load (never a blank or an id).
 */
export function useTranslate(): (message: MessageDescriptor) => string {
  const { translator } = useContext(PageLanguageContext);
  return translator ? (message) => translator._(message) : sourceText;
}
