import { afterLoadWhenIdle, whenIdle } from '../../lib/tasks/after-load';

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
  // The chunk's evaluation and the measuring's start in idle periods of their own: together they were one
  // task of 30-70 ms on a phone (4x CPU).
  afterLoadWhenIdle(
    () =>
      void import(/* webpackChunkName: "rum" */ './page-view-beacon')
        .then((beacon) => whenIdle(() => beacon.measurePageView(`${apiBaseUrl}/api/rum`, routePatterns)))
        .catch(() => undefined),
  );
}
