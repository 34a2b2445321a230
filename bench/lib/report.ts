import type { LoadResult } from './api-bench';
import { ARRIVALS, type ArrivalResults } from './arrival-bench';
import type { BuildTimes } from './build-bench';
import type { ClusterResults } from './cluster-bench';
import type { DocumentResults } from './document-bench';
import type { HindiResults } from './hindi-bench';
import { clusterTable, documentTables } from './report-documents';
import { firstLoadChunks, lighthouseGoals, routeName, table, usableTables } from './report-goals';
import type { MailBenchResults } from './mail-bench';
import type { PeersResults } from './peers-bench';
import { responsiveTable, type ResponsiveResults } from './responsive-bench';
import type { UsableResults } from './usable-bench';
import type { WebResults } from './web-bench';

export interface BenchResults {
  machine?: string;
  build?: BuildTimes;
  web?: Partial<Record<'mobile' | 'desktop', WebResults>>;
  api?: { results: LoadResult[]; notes: string[] };
  usable?: UsableResults;
  responsive?: ResponsiveResults;
  arrival?: ArrivalResults;
  hindi?: HindiResults;
  peers?: PeersResults;
  documents?: DocumentResults;
  cluster?: ClusterResults;
  mail?: MailBenchResults;
}

const ms = (value: number) => `${Math.round(value)}`;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const ratio = (a: number, b: number) => (b ? (a / b).toFixed(2) : 'n/a');

function webTable(web: WebResults): string {
  const rows = web.routes.map((route) => {
    const c = web.figures.composed[route]!;
    const m = web.figures.monolith[route]!;
    return [
      routeName(route),
      c.score,
      ms(c.lcp),
      ms(c.fcp),
      ms(c.tbt),
      c.cls.toFixed(3),
      `${kb(c.js.gzipBytes)} / ${c.js.requests}`,
      m.score,
      ms(m.lcp),
      ms(m.tbt),
      `${kb(m.js.gzipBytes)} / ${m.js.requests}`,
      ratio(c.js.gzipBytes, m.js.gzipBytes),
      ratio(c.lcp, m.lcp),
    ];
  });
  return table(
    [
      'route',
      'score',
      'LCP ms',
      'FCP ms',
      'TBT ms',
      'CLS',
      'JS KB gz / req',
      'mono score',
      'mono LCP',
      'mono TBT',
      'mono JS KB / req',
      'JS ratio',
      'LCP ratio',
    ],
    rows,
  );
}

function arrivalTable(arrival: ArrivalResults): string {
  const { median: index, min, max } = arrival.benchmarkIndex;
  const measured = ARRIVALS.map(({ name }) => name).filter((from) => arrival.figures[from]);
  return `### Lighthouse mobile, the tab coming from \`about:blank\` or from another site, with the app's scripts or none (composed, median of ${arrival.runs}; benchmarkIndex ${Math.round(index)} (${Math.round(min)}-${Math.round(max)}))\n\n${table(
    ['route', ...measured.flatMap((from) => [`from ${from}: score`, 'TBT ms', 'LCP ms'])],
    arrival.routes.map((route) => [
      routeName(route),
      ...measured.flatMap((from) => {
        const f = arrival.figures[from]![route]!;
        return [f.score, ms(f.tbt), ms(f.lcp)];
      }),
    ]),
  )}`;
}

/** Issue 57's table: each route in English and in Hindi, side by side in one run. */
function hindiTable(hindi: HindiResults): string {
  const { median: index, min, max } = hindi.benchmarkIndex;
  const cells = (f: HindiResults['figures']['en'][string]) => [
    f.score,
    ms(f.tbt),
    ms(f.lcp),
    f.cls.toFixed(3),
    `${kb(f.js.gzipBytes)} / ${f.js.requests}`,
  ];
  return `### Lighthouse mobile, English and Hindi (\`/hi\`) side by side (composed, median of ${hindi.runs}; benchmarkIndex ${Math.round(index)} (${Math.round(min)}-${Math.round(max)}))\n\n${table(
    [
      'route',
      'English: score',
      'TBT ms',
      'LCP ms',
      'CLS',
      'JS KB / req',
      'Hindi: score',
      'TBT ms',
      'LCP ms',
      'CLS',
      'JS KB / req',
    ],
    hindi.routes.map((route) => [
      routeName(route),
      ...cells(hindi.figures.en[route]!),
      ...cells(hindi.figures.hi[route]!),
    ]),
  )}`;
}

const seconds = (value: number) => `${(value / 1000).toFixed(2)} s`;
const thousands = (value: number) => Math.round(value).toLocaleString('en-GB');

/** Issue 58's table: the shop, its floor and the two peers, page by page, in one run. */
function peersTable(peers: PeersResults): string {
  const { median: index, min, max } = peers.benchmarkIndex;
  const { shop, floor, preact, react } = peers.figures;
  const full = (f: PeersResults['figures']['shop'][string]) => `${f.score}, ${thousands(f.tbt)} ms, ${seconds(f.lcp)}`;
  const js = (f: PeersResults['figures']['shop'][string]) => `${kb(f.jsGzipBytes)} / ${f.jsRequests}`;
  return `### Lighthouse mobile beside the peers (a fresh Chrome per run, round by round, median of ${peers.runs}; benchmarkIndex ${Math.round(index)} (${Math.round(min)}-${Math.round(max)}))\n\n${table(
    ['page', 'shop: score, TBT, LCP', 'floor: score, TBT', 'Preact + ESI', 'React + MF'],
    peers.pages.map(({ kind }) => [
      kind,
      full(shop[kind]!),
      `${floor[kind]!.score}, ${thousands(floor[kind]!.tbt)} ms`,
      full(preact[kind]!),
      full(react[kind]!),
    ]),
  )}\n\n${table(
    [
      'page',
      'TBT runs: shop',
      'floor',
      'Preact + ESI',
      'React + MF',
      'first-load JS KB gz / req: shop',
      'Preact + ESI',
      'React + MF',
    ],
    peers.pages.map(({ kind }) => [
      kind,
      shop[kind]!.tbts.join(', '),
      floor[kind]!.tbts.join(', '),
      preact[kind]!.tbts.join(', '),
      react[kind]!.tbts.join(', '),
      js(shop[kind]!),
      js(preact[kind]!),
      js(react[kind]!),
    ]),
  )}`;
}

export function formatReport(results: BenchResults): string {
  const parts: string[] = [];
  if (results.machine) parts.push(`Machine: ${results.machine}`);
  for (const preset of ['mobile', 'desktop'] as const) {
    const web = results.web?.[preset];
    if (!web) continue;
    const index = web.benchmarkIndex
      ? `; this machine's benchmarkIndex ${Math.round(web.benchmarkIndex.median)} (${Math.round(web.benchmarkIndex.min)}-${Math.round(web.benchmarkIndex.max)})`
      : '';
    parts.push(
      `### Lighthouse ${preset} (a fresh Chrome per run, median of ${web.runs ?? 3}; composed vs monolith${index})\n\n${webTable(web)}`,
    );
    if (preset === 'mobile') {
      parts.push(`Composed site against issue 21's goals:\n\n${lighthouseGoals(web)}`);
      parts.push(firstLoadChunks(web));
    }
    if (web.libraries) {
      const libs = Object.keys(web.libraries.composed);
      parts.push(
        table(
          ['copies downloaded (all routes, one session)', ...libs],
          (['composed', 'monolith'] as const).map((build) => [
            build,
            ...libs.map((lib) => web.libraries![build][lib as keyof (typeof web.libraries)['composed']]),
          ]),
        ),
      );
    }
  }
  if (results.peers) parts.push(peersTable(results.peers));
  if (results.arrival) parts.push(arrivalTable(results.arrival));
  if (results.hindi) parts.push(hindiTable(results.hindi));
  if (results.usable) parts.push(usableTables(results.usable));
  if (results.responsive) parts.push(responsiveTable(results.responsive));
  if (results.documents) parts.push(documentTables(results.documents));
  if (results.cluster) parts.push(clusterTable(results.cluster));
  if (results.api) {
    parts.push(
      `### API (autocannon, 100 connections, 10 s after 2 s warm-up)\n\n${table(
        ['route', 'req/s', 'of bare', 'p50 ms', 'p99 ms', 'errors', 'non-2xx'],
        results.api.results.map((r) => [
          r.name,
          Math.round(r.reqPerSec),
          r.ofBare === undefined ? '1.00' : r.ofBare.toFixed(2),
          r.p50,
          r.p99,
          r.errors,
          r.non2xx,
        ]),
      )}`,
    );
    parts.push(...results.api.notes);
  }
  if (results.mail) {
    const { latency, throughput, load } = results.mail;
    parts.push(
      `### E-mail (issue 32: the API in-process on PGlite, one worker, MailDev on this machine; load average ${load.before.toFixed(2)} before, ${load.after.toFixed(2)} after, ${load.cores} cores)\n\n${table(
        ['figure', 'value'],
        [
          [
            `payment webhook to the confirmation in the catcher, p50 / p95 / max (${latency.orders} orders, one at a time)`,
            `${latency.p50} / ${latency.p95} / ${latency.max} ms`,
          ],
          ...throughput.map((t) => [
            `worker, full queue: ${t.kind}`,
            `${t.perSecond} messages/s (${t.messages} in ${t.seconds} s)`,
          ]),
        ],
      )}`,
    );
  }
  if (results.build) {
    const b = results.build;
    parts.push(
      `### Build (production, seconds)\n\n${table(
        ['what', 's'],
        [
          ...Object.entries(b.apps).map(([app, s]) => [`${app} (cold)`, s.toFixed(1)]),
          ['all five, cold (wall)', b.allFive.toFixed(1)],
          ['one remote again, warm cache (mf-workshops)', b.incrementalRemote.toFixed(1)],
          ['monolith', b.monolith.toFixed(1)],
        ],
      )}`,
    );
  }
  return parts.join('\n\n');
}
