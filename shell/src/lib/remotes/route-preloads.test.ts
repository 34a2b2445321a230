import { describe, expect, it } from 'vitest';
import { remoteRoutes } from '../../app/routes';

// The static server reads this file to preload a route's remote with the document (scripts/serve).
// Read as text (a JSON import would have to be part of the shell's TypeScript project).
import routePreloadsJson from './route-preloads.json?raw';

const routePreloads = JSON.parse(routePreloadsJson) as Record<string, { module: string; data?: string[] }>;

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
