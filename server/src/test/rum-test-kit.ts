/** A page view as a shopper's browser reports it, for the real-user metrics tests. */
export const SHOP = 'http://localhost:3000';
export const CATALOG = 'http://localhost:3001/mf-manifest.json';

export const beacon = (overrides: Record<string, unknown> = {}) => ({
  route: '/product/:id',
  device: 'mobile',
  connection: '4g',
  metrics: { lcp: 2100, inp: 120, cls: 0.04, fcp: 1200, ttfb: 300 },
  attribution: { lcpElement: 'main > img.product-photo', inpTarget: 'button.add-to-cart', inpType: 'pointer' },
  loads: [{ module: 'catalog/ProductPage', build: CATALOG, entryMs: 180, moduleMs: 90, failed: false }],
  traceId: '4bf92f3577b34da6a3ce929d0e0e4736',
  ...overrides,
});
