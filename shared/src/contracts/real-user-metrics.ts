import { Type, type Static } from '@sinclair/typebox';
import { errorResponses, Nullable, StringEnum } from './common';

/**
 * Real-user metrics (decision 046): what a shopper's browser reports once per page view, and the owner's
 * summary of it. Nothing in a beacon names the shopper: the route's pattern (never the URL), the remote
 * builds, a device class and a connection type, the page's timings, and the document's trace id.
 */

/** The page's Core Web Vitals and the two that come before them, as web-vitals measures them. */
export const PAGE_METRICS = ['lcp', 'inp', 'cls', 'fcp', 'ttfb'] as const;
export type PageMetric = (typeof PAGE_METRICS)[number];

/** A remote's load, timed by the shell's federation runtime plugin: its entry (manifest and remoteEntry.js) and its module. */
export const LOAD_METRICS = ['entry', 'module'] as const;
export type LoadMetric = (typeof LOAD_METRICS)[number];

/**
 * The largest value each metric may have (ms, CLS unitless); a value below zero or above it is discarded,
 * not stored, and the rest of the beacon kept. A page that took longer than two minutes was not a page view.
 */
export const METRIC_LIMITS: Readonly<Record<PageMetric | LoadMetric, number>> = {
  lcp: 120_000,
  inp: 60_000,
  cls: 50,
  fcp: 120_000,
  ttfb: 120_000,
  entry: 120_000,
  module: 120_000,
};

export const DEVICE_CLASSES = ['mobile', 'tablet', 'desktop'] as const;
export const CONNECTION_TYPES = ['slow-2g', '2g', '3g', '4g', 'unknown'] as const;

/** The route table's pattern (`/product/:id`, `*`): letters, digits, `-`, `_`, `/` and `:` only, no query. */
const RoutePattern = Type.String({ minLength: 1, maxLength: 80, pattern: '^(\\*|/[A-Za-z0-9/:_-]*)$' });

/**
 * What the API counts a beacon's route, remote or build under when it is not one of the shop's: a route not in
 * the route table (`@mitti/shared/route-paths`), a remote not in the apps table, a build beyond a remote's
 * builds of the day. The owner's page lists it like any other.
 */
export const RUM_OTHER = 'other';
/** A remote's build as the document pins it: its manifest URL. */
const BuildUrl = Type.String({ minLength: 1, maxLength: 300, pattern: '^https?://[^\\s]+$' });
const Attribution = Type.String({ maxLength: 160 });
const Milliseconds = Type.Number();

/** One remote module the page loaded (or failed to). */
export const RemoteLoad = Type.Object(
  {
    /** `catalog/StorePage`. */
    module: Type.String({ minLength: 3, maxLength: 60, pattern: '^[a-z]{1,20}/[A-Za-z0-9]{1,40}$' }),
    build: BuildUrl,
    /** Absent when the entry was already loaded by an earlier module of the page. */
    entryMs: Type.Optional(Milliseconds),
    moduleMs: Type.Optional(Milliseconds),
    failed: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type RemoteLoad = Static<typeof RemoteLoad>;

/** POST /api/rum: one page view, sent with `navigator.sendBeacon` when the page is hidden. */
export const PageViewBeacon = Type.Object(
  {
    route: RoutePattern,
    device: StringEnum(DEVICE_CLASSES),
    connection: StringEnum(CONNECTION_TYPES),
    metrics: Type.Object(
      {
        lcp: Type.Optional(Milliseconds),
        inp: Type.Optional(Milliseconds),
        cls: Type.Optional(Type.Number()),
        fcp: Type.Optional(Milliseconds),
        ttfb: Type.Optional(Milliseconds),
      },
      { additionalProperties: false },
    ),
    /** What web-vitals' attribution build names as the cause: element selectors and the interaction's type. */
    attribution: Type.Optional(
      Type.Object(
        {
          lcpElement: Type.Optional(Attribution),
          inpTarget: Type.Optional(Attribution),
          inpType: Type.Optional(Type.String({ maxLength: 20 })),
          clsTarget: Type.Optional(Attribution),
        },
        { additionalProperties: false },
      ),
    ),
    loads: Type.Array(RemoteLoad, { maxItems: 20 }),
    /** The document's W3C trace id (its `traceparent` meta), to follow a slow page to the server's trace. */
    traceId: Type.Optional(Type.String({ pattern: '^[0-9a-f]{32}$' })),
  },
  { additionalProperties: false },
);
export type PageViewBeacon = Static<typeof PageViewBeacon>;

/** The most a beacon may weigh; a larger body is refused (413) before it is parsed. */
export const BEACON_MAX_BYTES = 16 * 1024;

export const pageViewBeaconRoute = {
  body: PageViewBeacon,
  response: { 202: Type.Null(), ...errorResponses },
} as const;

/** p75 of each page metric (null: no sample). */
const P75 = Type.Object({
  lcp: Nullable(Type.Number()),
  inp: Nullable(Type.Number()),
  cls: Nullable(Type.Number()),
  fcp: Nullable(Type.Number()),
  ttfb: Nullable(Type.Number()),
});
export type P75 = Static<typeof P75>;

export const SUMMARY_WINDOWS = ['24h', '7d'] as const;
export type SummaryWindow = (typeof SUMMARY_WINDOWS)[number];

export const RouteSummary = Type.Object({ route: Type.String(), views: Type.Integer(), p75: P75 });

/** A metric a remote build made worse on a route than the build of that remote before it. */
export const Regression = Type.Object({
  metric: Type.String(),
  previousBuild: Type.String(),
  before: Type.Number(),
  after: Type.Number(),
});
export type Regression = Static<typeof Regression>;

export const BuildSummary = Type.Object({
  route: Type.String(),
  remote: Type.String(),
  build: Type.String(),
  /** When the shop first saw a page view with this build (ISO). */
  firstSeen: Type.String(),
  views: Type.Integer(),
  p75: P75,
  entryP75: Nullable(Type.Number()),
  moduleP75: Nullable(Type.Number()),
  loads: Type.Integer(),
  failures: Type.Integer(),
  regressions: Type.Array(Regression),
});
export type BuildSummary = Static<typeof BuildSummary>;

/** One hour of the chart: p75 of each metric over the hour's page views. */
export const HourPoint = Type.Object({ hour: Type.String(), views: Type.Integer(), p75: P75 });
export type HourPoint = Static<typeof HourPoint>;

/** A slow page view, with the trace id that follows it through the servers. */
export const SlowView = Type.Object({
  receivedAt: Type.String(),
  route: Type.String(),
  lcp: Type.Number(),
  lcpElement: Nullable(Type.String()),
  traceId: Nullable(Type.String()),
});

/** GET /api/admin/rum: the owner's view of what shoppers felt. */
export const RumSummary = Type.Object({
  window: StringEnum(SUMMARY_WINDOWS),
  /** The period summed up: from `since` to `generatedAt` (the chart's time axis runs over it). */
  since: Type.String(),
  generatedAt: Type.String(),
  routes: Type.Array(RouteSummary),
  builds: Type.Array(BuildSummary),
  series: Type.Array(HourPoint),
  slowest: Type.Array(SlowView),
});
export type RumSummary = Static<typeof RumSummary>;

export const rumSummaryRoute = {
  querystring: Type.Object({
    window: Type.Optional(StringEnum(SUMMARY_WINDOWS)),
    /** The chart's route (or `other`); every route when absent. */
    route: Type.Optional(Type.Union([RoutePattern, Type.Literal(RUM_OTHER)])),
  }),
  response: { 200: RumSummary, ...errorResponses },
} as const;
