import { Suspense, type ReactElement } from 'react';
import { PageLanguageContext } from '@mitti/shared';
import { hindiTranslator } from '../../../shared/test/hindi-translator';

/**
 * `ui` on a Hindi page, as the shell renders one under /hi (decision 105): the page's translator, and the layout's
 * Suspense boundary where the account's words wait for its Hindi catalog.
 */
export const inHindi = (ui: ReactElement) => (
  <PageLanguageContext.Provider value={{ language: 'hi', translator: hindiTranslator() }}>
    <Suspense fallback={null}>{ui}</Suspense>
  </PageLanguageContext.Provider>
);
