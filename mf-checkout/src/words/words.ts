import { useContext } from 'react';
import { PageLanguageContext, type Words } from '@mitti/shared';
import { remoteWords } from '@mitti/shared/remote-words';
import type { CheckoutText } from './texts';

export type { CheckoutText, FailureWords } from './texts';

/** The checkout's words in the page's language, for the helpers that write a sentence (`lineProblem(t, ...)`). */
export type CheckoutWords = Words<CheckoutText>;

/** The checkout's Hindi catalog, its own chunk (`checkout-hindi`), fetched by a Hindi page only (decision 105). */
export const loadHindi = () => import(/* webpackChunkName: "checkout-hindi" */ './hi');

/** The checkout's words on the page: `const t = useWords()`, then `t('Proceed to Checkout')`. */
export const useWords = () => remoteWords<CheckoutText>(useContext(PageLanguageContext).translator, loadHindi);

/** A status as the pages show it, 'refund_due' as 'Refund due': one the checkout's words know (catalog.test.ts). */
export const shownStatus = (value: string) =>
  (value.charAt(0).toUpperCase() + value.slice(1).replace(/_/g, ' ')) as CheckoutText;
