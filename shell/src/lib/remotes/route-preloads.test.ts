import { describe, expect, it } from '@jest/globals';
import { remoteRoutes } from '../../app/routes';

// The static server reads this file to preload a route's remote with the document (scripts/serve).
import routePreloadsJson from './route-preloads.json';

const routePreloads: Record<string, { module: string; data?: string[] }> = routePreloadsJson;

describe('route-preloads.json', () => {
  it('names, for every public remote route, the module the route table renders', () => {
    const { '/': home, ...routes } = routePreloads;
    expect(Object.fromEntries(Object.entries(routes).map(([path, hint]) => [path, hint.module]))).toEqual(remoteRoutes);
    expect(home?.module).toBe('catalog/LatestArrivals');
  });

  it('fetches ahead only public API reads whose parameters the route itself has', () => {
    for (const [path, { data = [] }] of Object.entries(routePreloads)) {
      for (const url of data) {
        expect(url).toMatch(/^\/(products|workshops)(\/:id)?$/);
        if (url.includes(':id')) expect(path).toContain(':id');
      }
    }
  });
});
