import { afterEach, describe, expect, it, jest } from '@jest/globals';
import type { PageViewBeacon } from '@mitti/shared/contracts';
import { connectionType, documentTraceId, measurePageView, routePattern } from './page-view-beacon';
import { remoteLoads } from '../../lib/remotes/remote-load-timings';
import { mayMeasure } from './start-real-user-metrics';

/** Some of the route table's patterns (the shell passes them all, bootstrap.tsx). */
const PATTERNS = ['/', '/store', '/product/:id', '/workshop/:id', '/admin/orders', '/admin/orders/:id', '*'];

const hide = () => {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
};

describe('the page-view beacon', () => {
  afterEach(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    document.head.innerHTML = '';
    remoteLoads.length = 0;
  });

  it.each([
    ['/', '/'],
    ['/product/moon-mug', '/product/:id'],
    ['/workshop/wheel-throwing-101', '/workshop/:id'],
    ['/admin/orders/3f2a', '/admin/orders/:id'],
    ['/store', '/store'],
    ['/no/such/page', '*'],
  ])('names %s by its route, %s, never by the path', (path, pattern) => {
    expect(routePattern(PATTERNS, path)).toBe(pattern);
  });

  it('honours Do Not Track and Global Privacy Control: nothing is measured', () => {
    expect(mayMeasure({ doNotTrack: '1' } as Navigator)).toBe(false);
    expect(mayMeasure({ doNotTrack: null, globalPrivacyControl: true } as unknown as Navigator)).toBe(false);
    expect(mayMeasure({ doNotTrack: '0' } as Navigator)).toBe(true);
  });

  it('reads the connection type the browser gives, and unknown otherwise', () => {
    expect(connectionType({ connection: { effectiveType: '3g' } } as unknown as Navigator)).toBe('3g');
    expect(connectionType({ connection: { effectiveType: '5g' } } as unknown as Navigator)).toBe('unknown');
    expect(connectionType({} as Navigator)).toBe('unknown');
  });

  it('takes the trace id from the document’s traceparent meta', () => {
    document.head.innerHTML =
      '<meta name="traceparent" content="00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01">';
    expect(documentTraceId()).toBe('4bf92f3577b34da6a3ce929d0e0e4736');
    document.head.innerHTML = '<meta name="traceparent" content="garbage">';
    expect(documentTraceId()).toBeUndefined();
  });

  it('sends one beacon when the page is hidden: the route, the remote loads, nothing of the URL', () => {
    window.history.pushState({}, '', '/product/moon-mug?utm_source=mail#reviews');
    const sendBeacon = jest.fn<(url: string, body: string) => boolean>(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
    remoteLoads.push({
      module: 'catalog/ProductPage',
      build: 'http://localhost:3001/mf-manifest.json',
      entryMs: 120,
      moduleMs: 40,
      failed: false,
    });
    // jsdom has no performance timeline: web-vitals then reports nothing, and the beacon goes without metrics.
    Object.defineProperty(performance, 'getEntriesByType', { value: () => [], configurable: true });
    Object.defineProperty(performance, 'measure', { value: () => undefined, configurable: true });
    measurePageView('http://localhost:4000/api/rum', PATTERNS);
    hide();
    hide();
    window.dispatchEvent(new Event('pagehide'));
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, body] = sendBeacon.mock.calls[0]!;
    expect(url).toBe('http://localhost:4000/api/rum');
    const beacon = JSON.parse(body) as PageViewBeacon;
    expect(beacon).toMatchObject({ route: '/product/:id', device: 'desktop', connection: 'unknown' });
    expect(beacon.loads).toEqual([expect.objectContaining({ module: 'catalog/ProductPage', entryMs: 120 })]);
    expect(body).not.toMatch(/moon-mug|utm_source|reviews/);
  });
});
