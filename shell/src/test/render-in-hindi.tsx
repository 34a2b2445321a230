import type { ReactElement } from 'react';
import { PageLanguageContext, type RemoteCatalog } from '@mitti/shared';
import { renderWithProviders } from '../../../shared/test/render-with-providers';
import { createHindiTranslator } from '../i18n/hindi-translator';

type Options = NonNullable<Parameters<typeof renderWithProviders>[1]> & {
  /** A page with prose of its own (decision 119): its Hindi words, in before it renders, as on a Hindi page. */
  words?: () => Promise<RemoteCatalog>;
};

/** Renders a shell page, or a part of one, as a Hindi page shows it: with the shell's Hindi translator. */
export async function renderInHindi(ui: ReactElement, { words, ...options }: Options = {}) {
  const translator = createHindiTranslator();
  if (words) await translator.ready(words);
  return renderWithProviders(
    <PageLanguageContext.Provider value={{ language: 'hi', translator }}>{ui}</PageLanguageContext.Provider>,
    options,
  );
}
