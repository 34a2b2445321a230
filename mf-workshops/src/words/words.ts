import { useContext } from 'react';
import { PageLanguageContext } from '@mitti/shared';
import { remoteWords } from '@mitti/shared/remote-words';
import type { WorkshopsText } from './texts';

export type { WorkshopsText } from './texts';

/** The workshops' Hindi catalog, its own chunk (`workshops-hindi`), fetched by a Hindi page only. */
export const loadHindi = () => import(/* webpackChunkName: "workshops-hindi" */ './hi');

/** The workshops' words on the page: `const t = useWords()`, then `t('Book Now')`. */
export const useWords = () => remoteWords<WorkshopsText>(useContext(PageLanguageContext).translator, loadHindi);
