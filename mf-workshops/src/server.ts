/**
 * The workshops' server view, exposed as `./server` by its container for Node (`dist/server/remoteEntry.js`,
 * webpack.server.ts, decision 045): the pages the shell renders on the server for a document request, each
 * with the API reads it starts with, which the browser hydrates (decision 023). Same components as `exposes` in
 * webpack.config.ts. A Hindi page's words are in before it renders (decision 105): on the server nothing suspends.
 */
import { prefetchQuery, type ServerPages } from '@mitti/shared';
import WorkshopsPage from './features/workshops/workshops-page';
import WorkshopPage from './features/workshop/workshop-page';
import { getWorkshopsApi } from './features/workshops/api/get-workshops';
import { getWorkshopApi } from './features/workshops/api/get-workshop';
import { loadHindi } from './words/words';

export const pages: ServerPages<'workshops'> = {
  WorkshopsPage: {
    Component: WorkshopsPage,
    load: async ({ store, translator }) => {
      await Promise.all([
        prefetchQuery(store, getWorkshopsApi.endpoints.getWorkshops, undefined),
        translator?.ready(loadHindi),
      ]);
    },
  },
  WorkshopPage: {
    Component: WorkshopPage,
    load: async ({ store, params, translator }) => {
      await Promise.all([
        params.id && prefetchQuery(store, getWorkshopApi.endpoints.getWorkshop, params.id),
        translator?.ready(loadHindi),
      ]);
    },
  },
};
