import { dateInHindi } from '../dates/in-hindi';
import type { Timestamp } from '../types';
import type { RemoteCatalog, WordValues, Words } from './messages';

/** Lingui's `i18n`: the translator these words come from, and which each remote's catalog is added to. */
interface Lingui {
  _(id: string, values?: WordValues): string;
  load(locale: string, messages: Record<string, CompiledMessage>): void;
}

/** Lingui's compiled message: text, and `[name]` where a value goes. */
export type CompiledMessage = (string | [string])[];

/**
 * A text with `{name}` values as `lingui compile` gives it (the catalogs' tests hold each text to Lingui's
 * compiler): the ICU compiler itself would cost 9 KB in the browser (decision 102).
 */
export const compileText = (text: string): CompiledMessage =>
  text
    .split(/\{(\w+)\}/)
    .map((part, i): string | [string] => (i % 2 ? [part] : part))
    .filter((part) => part !== '');

type Load = () => Promise<RemoteCatalog>;

/**
 * What a Hindi translator offers the remotes (decision 105): the shell's `hindi` chunk is the only one that imports
 * it, so an English page pays for none of it. `words(load)` fetches a remote's catalog once per page (per translator), adds it to Lingui's
 * (`load` merges catalogs), and until it is in suspends the component asking (React shows the server's markup
 * meanwhile while hydrating: no flash of English, no mismatch). A catalog that cannot be had gives null: the
 * remote shows its English, under the `lang="en"` of the page's main. `formatDate` is the site's one copy's
 * `formatDateIndia` (a federation singleton), handed over by the shell: this module never imports the package's root.
 */
export function hindiWords(lingui: Lingui, formatDate: (value: Timestamp | null | undefined) => string) {
  const catalogs = new Map<Load, { pending: Promise<void>; words?: Words<string> | null }>();
  const words = Object.assign((text: string, values?: WordValues) => lingui._(text, values), {
    lang: 'hi' as const,
    en: 'en' as const,
    // As decision 102 writes a date in Hindi: `12 दिसंबर 2026`, the digits the prices use.
    date: (value: Timestamp | null | undefined) => dateInHindi(formatDate(value)),
  });
  const entry = (load: Load) => {
    let found = catalogs.get(load);
    if (!found) {
      const made: { pending: Promise<void>; words?: Words<string> | null } = {
        pending: load().then(
          ({ hindi }) => {
            lingui.load(
              'hi',
              Object.fromEntries(Object.entries(hindi).map(([text, translation]) => [text, compileText(translation)])),
            );
            made.words = words;
          },
          (error: unknown) => {
            console.error('A Hindi catalog could not be loaded: its words stay in English.', error);
            made.words = null;
          },
        ),
      };
      catalogs.set(load, (found = made));
    }
    return found;
  };
  return {
    words<Text extends string>(load: Load): Words<Text> | null {
      const found = entry(load);
      if (found.words === undefined) throw found.pending;
      return found.words;
    },
    ready: (load: Load) => entry(load).pending,
  };
}
