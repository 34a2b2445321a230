import { useContext } from 'react';
import { PageLanguageContext } from '@mitti/shared';
import { remoteWords } from '@mitti/shared/remote-words';
import type { CatalogText } from './texts';

export type { CatalogText } from './texts';

/** The catalogue's Hindi catalog, its own chunk (`catalog-hindi`), fetched by a Hindi page only. */
export const loadHindi = () => import(/* webpackChunkName: "catalog-hindi" */ './hi');

/** The catalogue's words on the page: `const t = useWords()`, then `t('Add to Cart')`. */
export const useWords = () => remoteWords<CatalogText>(useContext(PageLanguageContext).translator, loadHindi);
