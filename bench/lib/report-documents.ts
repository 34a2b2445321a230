import type { ClusterResults } from './cluster-bench';
import type { DocumentResults } from './document-bench';
import { DOCUMENT_GOAL, DOCUMENT_LOAD, type DocumentFigures } from './document-load';
import { verdict } from './goals';
import { table } from './report-goals';

const cpu = (figures: DocumentFigures, name: string) => figures.cpuMsPerDocument[name]?.toFixed(2) ?? '';

/** Documents under load, against issue 31's goal, and each route's uncached figure as a share of the yardstick's. */
export function documentTables({ figures }: DocumentResults): string {
  const meets = (f: DocumentFigures) =>
    f.perSecond >= DOCUMENT_GOAL.perSecond && f.p99 <= DOCUMENT_GOAL.p99Ms && f.errors === 0;
  const rows = figures.map((f) => [
    f.route,
    f.mode,
    Math.round(f.perSecond),
    f.p50.toFixed(1),
    f.p99.toFixed(1),
    f.errors,
    f.non2xx,
    cpu(f, 'document'),
    cpu(f, 'api'),
    f.loadAverage.toFixed(1),
    f.mode === 'bare' ? '' : verdict('', meets(f)).trim(),
  ]);
  const ratios = [...new Set(figures.map((f) => f.route))].map((route) => {
    const of = (mode: string) => figures.find((f) => f.route === route && f.mode === mode);
    const bare = of('bare')?.perSecond ?? 0;
    const share = (mode: string) => (bare ? ((of(mode)?.perSecond ?? 0) / bare).toFixed(2) : 'n/a');
    return [route, share('uncached'), share('cached')];
  });
  return [
    `### Documents (wrk, ${DOCUMENT_LOAD.connections} connections, ${DOCUMENT_LOAD.duration} s after ` +
      `${DOCUMENT_LOAD.warmup} s warm-up; goal >= ${DOCUMENT_GOAL.perSecond}/s, p99 <= ${DOCUMENT_GOAL.p99Ms} ms, no errors)`,
    table(
      [
        'route',
        'mode',
        'docs/s',
        'p50 ms',
        'p99 ms',
        'errors',
        'non-2xx',
        'server CPU ms/doc',
        'API CPU ms/doc',
        'load avg',
        'goal',
      ],
      rows,
    ),
    "cached: a visitor without the shop's cookies (a public document); uncached: a shopper with a cart cookie " +
      '(rendered for them every time); bare: the yardstick, the same page by a bare Fastify route with ' +
      'renderToString and no federation (bench/bare-document). CPU: user + system time of the process per document.',
    table(['route', 'uncached / bare (goal >= 0.5)', 'cached / bare'], ratios),
  ].join('\n\n');
}

/** The cluster through a rolling deploy, against the same goal, and the orders placed meanwhile. */
export function clusterTable(cluster: ClusterResults): string {
  const ok =
    cluster.perSecond >= DOCUMENT_GOAL.perSecond &&
    cluster.p99 <= DOCUMENT_GOAL.p99Ms &&
    cluster.errors + cluster.non2xx + cluster.orders.failed + cluster.orders.lost === 0;
  const deploys = cluster.deploys.map((d) => `${d.copy} at ${d.atS.toFixed(0)} s (${d.tookS.toFixed(1)} s)`);
  return [
    `### Cluster (npm run start:cluster: nginx, 2 document servers, 2 APIs, PostgreSQL), ${cluster.routes.join(', ')} in turn ` +
      `over ${DOCUMENT_LOAD.connections} connections (wrk), through a rolling deploy`,
    table(
      [
        'docs/s',
        'p50 ms',
        'p99 ms',
        'errors',
        'non-2xx',
        'orders placed',
        'orders failed',
        'orders lost',
        'deployed again',
        'load avg',
        'goal',
      ],
      [
        [
          Math.round(cluster.perSecond),
          cluster.p50.toFixed(1),
          cluster.p99.toFixed(1),
          cluster.errors,
          cluster.non2xx,
          cluster.orders.placed,
          cluster.orders.failed,
          cluster.orders.lost,
          deploys.join(', '),
          cluster.loadAverage.map((l) => l.toFixed(1)).join(' / '),
          verdict('', ok).trim(),
        ],
      ],
    ),
  ].join('\n\n');
}
