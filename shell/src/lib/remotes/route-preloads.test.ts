import { describe, expect, it } from 'vitest';
import { remoteRoutes } from '../../app/routes';

// The static server reads this file to preload a route's remote with the document (scripts/serve).
// Read as text (a JSON import would have to be part of the shell's TypeScript project).
import routePreloadsJson from './route-preloads.json?raw';

const routePreloads = JSON.parse(routePreloadsJson) as Record<string, string>;

describe('route-preloads.json', () => {
  it('names, for every public remote route, the module the route table renders', () => {
    const { '/': home, ...routes } = routePreloads;
    expect(routes).toEqual(remoteRoutes);
    expect(home).toBe('catalog/LatestArrivals');
  });
});
