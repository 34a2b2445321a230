import { onCLS, onFCP, onINP, onLCP, onTTFB, type MetricWithAttribution } from 'web-vitals/attribution';
import { languageOfPath, matchRoutes } from '@mitti/shared';
import type { PageViewBeacon } from '@mitti/shared/contracts';
import { remoteLoads } from '../../lib/remotes/remote-load-timings';

type Connection = PageViewBeacon['connection'];
type NavigatorHints = Navigator & { userAgentData?: { mobile?: boolean }; connection?: { effectiveType?: string } };

const CONNECTIONS: readonly Connection[] = ['slow-2g', '2g', '3g', '4g'];

/** The route table's pattern for a path (`/product/:id`), never the path itself. */
export function routePattern(patterns: readonly string[], pathname: string): string {
  return (
    matchRoutes(
      patterns.map((path) => ({ path })),
      pathname,
    )?.at(-1)?.route.path ?? '*'
  );
}

export function deviceClass(nav: NavigatorHints = navigator): PageViewBeacon['device'] {
  const coarse = window.matchMedia?.('(pointer: coarse)').matches ?? false;
  if (nav.userAgentData?.mobile || (coarse && Math.min(screen.width, screen.height) < 600)) return 'mobile';
  return coarse ? 'tablet' : 'desktop';
}

export function connectionType(nav: NavigatorHints = navigator): Connection {
  const type = nav.connection?.effectiveType as Connection | undefined;
  return type && CONNECTIONS.includes(type) ? type : 'unknown';
}

/** The document's trace id, from the `traceparent` meta the document server writes. */
export function documentTraceId(): string | undefined {
  const traceparent = document.querySelector<HTMLMetaElement>('meta[name="traceparent"]')?.content ?? '';
  return /^00-([0-9a-f]{32})-[0-9a-f]{16}-[0-9a-f]{2}$/.exec(traceparent)?.[1];
}

/** Selectors and the interaction's type only (no text, no URL): they say what was slow, not who was there. */
function attributionOf(metric: MetricWithAttribution): NonNullable<PageViewBeacon['attribution']> {
  const cap = (text: string | undefined) => (text ? { value: text.slice(0, 160) } : null);
  switch (metric.name) {
    case 'LCP': {
      const element = cap(metric.attribution.target);
      return element ? { lcpElement: element.value } : {};
    }
    case 'INP': {
      const target = cap(metric.attribution.interactionTarget);
      return { ...(target ? { inpTarget: target.value } : {}), inpType: metric.attribution.interactionType };
    }
    case 'CLS': {
      const target = cap(metric.attribution.largestShiftTarget);
      return target ? { clsTarget: target.value } : {};
    }
    default:
      return {};
  }
}

/**
 * Measures this page view with web-vitals' attribution build and sends it once, with `navigator.sendBeacon`,
 * when the page is first hidden (or unloaded): the route's pattern (of the route table's, `routePatterns`), the remote modules
 * it loaded with their builds and times, the device class and connection type, and the document's trace id.
 */
export function measurePageView(endpoint: string, routePatterns: readonly string[]): void {
  const started = performance.now();
  // A Hindi page counts under its route's pattern, as its English one does (decision 102).
  const route = routePattern(routePatterns, languageOfPath(window.location.pathname).path);
  const metrics: PageViewBeacon['metrics'] = {};
  let attribution: NonNullable<PageViewBeacon['attribution']> = {};
  const record = (metric: MetricWithAttribution) => {
    const key = metric.name.toLowerCase() as keyof PageViewBeacon['metrics'];
    metrics[key] = metric.name === 'CLS' ? Math.round(metric.value * 10_000) / 10_000 : Math.round(metric.value);
    attribution = { ...attribution, ...attributionOf(metric) };
  };
  onLCP(record);
  onINP(record);
  onCLS(record);
  onFCP(record);
  onTTFB(record);

  let sent = false;
  const send = () => {
    if (sent) return;
    sent = true;
    const sending = performance.now();
    const traceId = documentTraceId();
    const beacon: PageViewBeacon = {
      route,
      device: deviceClass(),
      connection: connectionType(),
      metrics,
      ...(Object.keys(attribution).length ? { attribution } : {}),
      loads: remoteLoads.slice(0, 20),
      ...(traceId ? { traceId } : {}),
    };
    navigator.sendBeacon(endpoint, JSON.stringify(beacon));
    performance.measure('mitti:rum-send', { start: sending, end: performance.now() });
  };
  // After web-vitals' own listeners, so CLS, INP and LCP are final when the beacon is written.
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && send());
  window.addEventListener('pagehide', send);
  performance.measure('mitti:rum-start', { start: started, end: performance.now() });
}
