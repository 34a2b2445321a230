import type { Language, Translator } from '@mitti/shared';

/**
 * The translator of a page in `language`: none for English, whose words are the source messages in the bundle;
 * for Hindi, Lingui's `i18n` with the shell's Hindi catalog, in one chunk fetched only by a Hindi page (decision
 * 102). A catalog that cannot be fetched leaves the English words (null), never a blank page.
 */
export async function loadTranslator(language: Language): Promise<Translator | null> {
  if (language === 'en') return null;
  try {
    const { createHindiTranslator } = await import(/* webpackChunkName: "hindi" */ './hindi-translator');
    return createHindiTranslator();
  } catch (error) {
    console.error('The Hindi catalog could not be loaded: the page stays in English.', error);
    return null;
  }
}
