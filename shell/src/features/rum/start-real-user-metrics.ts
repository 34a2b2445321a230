/**
 * Starts the page-view beacon (decision 046) once the page works: after the load event, when the browser is
 * idle, as a chunk of its own that no document preloads. A shopper whose browser sends Do Not Track or Global
 * Privacy Control is not measured at all: the chunk is never fetched.
 */
export function mayMeasure(nav: Navigator & { globalPrivacyControl?: boolean } = navigator): boolean {
  return nav.doNotTrack !== '1' && nav.globalPrivacyControl !== true;
}

/** `routePatterns`: the route table's paths, which a page view is named by. */
export function startRealUserMetrics(apiBaseUrl: string, routePatterns: readonly string[]): void {
  if (!mayMeasure() || typeof navigator.sendBeacon !== 'function') return;
  const start = () =>
    import(/* webpackChunkName: "rum" */ './page-view-beacon')
      .then((beacon) => beacon.measurePageView(`${apiBaseUrl}/api/rum`, routePatterns))
      .catch(() => undefined);
  const whenIdle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(() => void start(), { timeout: 5000 }) : setTimeout(start, 1);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
