/**
 * The yardstick of the documents part (issue 31): the same page as the document server's, rendered by a
 * bare Fastify route with React's renderToString and no federation. The remotes' server pages are imported
 * from their sources into this one bundle; the data is read from the same API by the same `load`
 * functions into the same store. No template, preloads, compression, caching or remote loading: what is
 * left is the render itself, which the document server's figures are compared with.
 */
import Fastify from 'fastify';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import '@mitti/shared/site.css';
import {
  ServerPageUrlContext,
  api,
  configureApiClient,
  createAppStore,
  type RemoteModuleId,
  type ServerRemote,
} from '@mitti/shared';
import type { ComponentType } from 'react';
import { SiteRoutes, routes } from '../../shell/src/app/routes';
import { loadRoutePages } from '../../shell/src/app/lazy-page';
import { AppFrame } from '../../shell/src/app/app';
import { ResolvedRemotesContext } from '../../shell/src/lib/remotes/resolved-remotes';
import { sessionFromCookies } from '../../shell/src/features/session/session-from-cookies';
import { matchRoute } from '../../shell/src/server/route-facts';
import { preloadModule } from '../../shell/src/app/route-table';
import * as catalog from '../../mf-catalog/src/server';
import * as workshops from '../../mf-workshops/src/server';
import * as checkout from '../../mf-checkout/src/server';

const REMOTES: Record<string, ServerRemote> = { catalog, workshops, checkout };
const port = Number(process.env.PORT ?? 4101);
const apiUrl = process.env.API_URL ?? 'http://127.0.0.1:4000';
const css = readFileSync(path.join(__dirname, 'server.css'), 'utf8');

const app = Fastify({ logger: false });
app.get('/*', async (request, reply) => {
  const location = new URL(request.url, `http://localhost:${port}`);
  const route = matchRoute(location.pathname);
  configureApiClient({ baseUrl: apiUrl });
  const store = createAppStore();
  store.dispatch(sessionFromCookies(request.headers.cookie));
  const resolved = new Map<RemoteModuleId, ComponentType>();
  const module = route ? preloadModule(route.fact) : undefined;
  if (route && module) {
    const [remote, exposed] = module.split('/') as [string, string];
    const page = REMOTES[remote]!.pages[exposed]!;
    await page.load?.({ params: route.params, url: location, store });
    resolved.set(module, page.Component);
  }
  await loadRoutePages(routes, location.pathname);
  const html = renderToString(
    <ServerPageUrlContext.Provider value={location.href}>
      <ResolvedRemotesContext.Provider value={resolved}>
        <AppFrame store={store} page={{ language: 'en', translator: null }}>
          <StaticRouter location={location.pathname + location.search}>
            <SiteRoutes />
          </StaticRouter>
        </AppFrame>
      </ResolvedRemotesContext.Provider>
    </ServerPageUrlContext.Provider>,
  );
  const state = JSON.stringify({ api: store.getState().api }).replaceAll('<', '\\u003c');
  store.dispatch(api.util.resetApiState());
  return reply
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="en-IN"><head><meta charset="utf-8"><style>${css}</style></head>` +
        `<body><div id="root">${html}</div><script type="application/json" id="document-state">${state}</script></body></html>`,
    );
});
void app.listen({ port, host: '127.0.0.1' }).then(() => process.stdout.write(`bare document route on ${port}\n`));
