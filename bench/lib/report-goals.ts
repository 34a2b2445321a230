import { GOALS, verdict } from './goals';
import type { UsableFigures, UsableResults } from './usable-bench';
import type { WebResults } from './web-bench';

/**
 * A Markdown table: readable in a terminal, pasted as is into docs/performance-history.md (and the latest
 * figures of docs/performance.md).
 */
export function table(head: string[], rows: (string | number)[][]): string {
  const line = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
  return [line(head), line(head.map(() => '---')), ...rows.map(line)].join('\n');
}

export const routeName = (route: string) => (route.startsWith('/product/') ? '/product/:id' : route);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const s = (ms: number) => (Number.isNaN(ms) ? 'never' : `${(ms / 1000).toFixed(2)} s`);

/** The composed site's mobile figures against issue 21's absolute goals. */
export function lighthouseGoals(web: WebResults): string {
  const rows = web.routes.map((route) => {
    const f = web.figures.composed[route]!;
    return [
      routeName(route),
      verdict(String(f.score), f.score >= GOALS.score),
      verdict(s(f.lcp), f.lcp <= GOALS.lcpMs),
      verdict(`${Math.round(f.tbt)} ms`, f.tbt <= GOALS.tbtMs),
      verdict(f.cls.toFixed(3), f.cls <= GOALS.cls),
      verdict(kb(f.js.gzipBytes), f.js.gzipBytes <= GOALS.firstLoadBytes),
    ];
  });
  return table(
    ['route', 'score >= 98', 'LCP <= 1.8 s', 'TBT <= 50 ms', 'CLS <= 0.02', 'first-load JS <= 150 KB gz'],
    rows,
  );
}

/** Where a chunk comes from, short: `:3001/remoteEntry.js`. */
function chunkName(url: string): string {
  const parsed = new URL(url);
  return `${parsed.port ? `:${parsed.port}` : parsed.host}${parsed.pathname}`;
}

/** Every script of the composed site's first loads, largest first, with the routes that load it. */
export function firstLoadChunks(web: WebResults): string {
  const chunks = new Map<string, { gzipBytes: number; routes: string[] }>();
  for (const route of web.routes) {
    for (const chunk of web.figures.composed[route]?.js.chunks ?? []) {
      const entry = chunks.get(chunk.url) ?? { gzipBytes: chunk.gzipBytes, routes: [] };
      entry.routes.push(routeName(route));
      chunks.set(chunk.url, entry);
    }
  }
  const rows = [...chunks.entries()]
    .sort(([, a], [, b]) => b.gzipBytes - a.gzipBytes)
    .map(([url, c]) => [
      chunkName(url),
      (c.gzipBytes / 1024).toFixed(1),
      c.routes.length === web.routes.length ? 'all' : c.routes.join(', '),
    ]);
  return table(['first-load chunk (composed)', 'KB gz', 'routes'], rows);
}

function usableRow(f: UsableFigures): (string | number)[] {
  return [f.page, s(f.shown), s(f.usable), s(f.answered), s(f.dead), f.ignoredTaps];
}

/** "Usable" under Lighthouse's mobile conditions, and the slow line, against the goals. */
export function usableTables(usable: UsableResults): string {
  const head = ['page', 'shown', 'usable', 'answered', 'usable - shown', 'taps ignored'];
  const pages = table(
    [...head, 'usable <= 2.0 s', 'usable - shown <= 0.5 s'],
    usable.pages.map((f) => [
      ...usableRow(f),
      verdict('', f.usable <= GOALS.usableMs).trim(),
      verdict('', f.dead <= GOALS.deadMs).trim(),
    ]),
  );
  const goalOf = (f: UsableFigures) =>
    Object.entries(GOALS.slowLineMs).find(([path]) => f.page.startsWith(path))?.[1] ?? Number.NaN;
  const slowTable = table(
    [...head, 'goal (answered)', ''],
    usable.slowLine.pages.map((f) => [...usableRow(f), s(goalOf(f)), verdict('', f.answered <= goalOf(f)).trim()]),
  );
  const plainTable = table(
    ['page', 'done', 'runs'],
    usable.withoutJavaScript.pages.map((f) => [f.page, s(f.done), f.runs.map(s).join(', ')]),
  );
  return [
    `### Usable (${usable.conditions}; fresh browser context, median of ${usable.pages[0]?.runs.length ?? 0})`,
    pages,
    `Slow line (${usable.slowLine.conditions}):`,
    slowTable,
    `Without JavaScript (${usable.withoutJavaScript.conditions}): from navigation to the action done`,
    plainTable,
    'shown: the control is on screen and a tap would hit it (not under the start-up overlay); usable: the tap ' +
      '(one every 50 ms from then on) that worked; answered: when its effect was in the page (after the ' +
      "server's answer, for a form posted before the app ran). A field: usable is when a tap gave it the focus, " +
      'if every letter typed from then on stayed (else the first letter that stayed); answered is the first ' +
      'letter that stayed (letters go once the page reports the focus); taps ignored counts the letters lost.',
  ].join('\n\n');
}
