import type { Language } from '@mitti/shared/i18n';
import { REFUSALS_IN_HINDI } from './refusals-in-hindi';

interface Sentence {
  /** The English with each `{name}` a lazy group, the whole text anchored. */
  pattern: RegExp;
  names: string[];
  hindi: string;
}

/** The values that are words of the catalog themselves (an address's problem, a field's label); a name or an amount is kept as it is. */
const WORDED_VALUES = new Set(['problem', 'field', 'item']);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each key as a pattern; the one with the most fixed words first, so a longer sentence wins over its start. */
const SENTENCES: Sentence[] = Object.entries(REFUSALS_IN_HINDI)
  .map(([english, hindi]) => {
    const parts = english.split(/\{(\w+)\}/);
    return {
      pattern: new RegExp(`^${parts.map((part, i) => (i % 2 ? '(.+?)' : escape(part))).join('')}$`, 's'),
      names: parts.filter((_, i) => i % 2 === 1),
      hindi,
      fixed: parts.filter((_, i) => i % 2 === 0).join('').length,
    };
  })
  .sort((a, b) => b.fixed - a.fixed);

/** A refusal in Hindi, its worded values too; null for one not in the catalog. */
function inHindi(text: string): string | null {
  for (const { pattern, names, hindi } of SENTENCES) {
    const found = pattern.exec(text);
    if (!found) continue;
    const values = new Map(names.map((name, i) => [name, found[i + 1]!]));
    return hindi.replace(/\{(\w+)\}/g, (_, name: string) => {
      const value = values.get(name) ?? '';
      return WORDED_VALUES.has(name) ? (inHindi(value) ?? value) : value;
    });
  }
  return null;
}

/**
 * A refusal in the language of the page that asked (decision 117): the English as the API words it, or its Hindi
 * from `REFUSALS_IN_HINDI`, sentence by sentence for a refusal made of several (`HttpError`'s parts). A sentence
 * not in the catalog stays English rather than going missing.
 */
export function refusalIn(language: Language, sentences: readonly string[]): string {
  return sentences.map((sentence) => (language === 'hi' ? (inHindi(sentence) ?? sentence) : sentence)).join(' ');
}
