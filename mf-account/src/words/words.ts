import { useContext } from 'react';
import { PageLanguageContext, type Words } from '@mitti/shared';
import { remoteWords } from '@mitti/shared/remote-words';
import type { AccountText } from './texts';

export type { AccountText, StatusText } from './texts';

/** The account's words in the page's language, for the helpers that write a sentence (`accountErrorMessage(t, ...)`). */
export type AccountWords = Words<AccountText>;

/** The account's Hindi catalog, its own chunk (`account-hindi`), fetched by a Hindi page only (decision 105). */
export const loadHindi = () => import(/* webpackChunkName: "account-hindi" */ './hi');

/** The account's words on the page: `const t = useWords()`, then `t('My Orders')`. */
export const useWords = () => remoteWords<AccountText>(useContext(PageLanguageContext).translator, loadHindi);

/** `tooLongMessage`'s sentence (`@mitti/shared/address`) in the page's words: the field, its limit, the length typed. */
export const tooLong = (t: AccountWords, field: AccountText, limit: number, length: number) =>
  t('{field} can be at most {limit} characters (this one has {length}).', { field: t(field), limit, length });
