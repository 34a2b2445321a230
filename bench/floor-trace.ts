/**
 * Where a page's main thread goes while it loads (issue 58, item 1): a Chromium trace of one load on Lighthouse's
 * phone (412 × 823 at 1.75, touch) with the CPU slowed 4x, every `*.js` request blocked unless `--scripts`, and
 * the renderer's main-thread time broken down by what it was doing (self time of each trace event, so nothing
 * counts twice), with the share spent inside the page's SVG images (each an SVG document of its own, with its
 * own style, layout and paint) and the long tasks (over 50 ms, as TBT counts them). No network throttling.
 *
 *   flock /tmp/mitti-ports.lock npx tsx bench/floor-trace.ts /store [--scripts] [--runs 3] [--save trace.json]
 *
 * A route starts the bench's stack (as `npm run bench` does: hold the ports' lock); a whole URL traces a shop
 * already running. Figures are one machine's: compare runs made in the same minutes. Nothing uses the page, so with
 * `--scripts` a server-rendered page runs its own small scripts and not the app, which starts at a first use
 * (decision 130): the trace is of the page as Lighthouse meets it.
 */
import { writeFileSync } from 'node:fs';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium';
import { assertDevanagariFont } from './lib/devanagari-font';
import { startStack, type Stack } from './lib/stack';
import { pickProduct } from './lib/web-bench';

const log = (text: string) => process.stdout.write(`${text}\n`);

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: {
    name?: string;
    data?: { frame?: string; url?: string; frames?: { frame: string; url: string; parent?: string }[] };
    beginData?: { frame?: string; url?: string };
  };
}

const CATEGORIES = [
  '-*',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'toplevel',
  'blink',
  'blink.user_timing',
  'loading',
  'v8.execute',
];

/** The names grouped as DevTools and Lighthouse group them, and a few this page cares about. */
const GROUPS: [string, RegExp][] = [
  ['parse HTML', /^ParseHTML$/],
  ['style (recalculation)', /^(UpdateLayoutTree|RecalculateStyles|ScheduleStyleRecalculation|InvalidateLayout)$/],
  ['stylesheet parse', /^ParseAuthorStyleSheet$/],
  ['layout', /^(Layout|UpdateLayout)$/],
  [
    'pre-paint, paint, layerize',
    /^(PrePaint|Paint|PaintImage|Layerize|UpdateLayer|UpdateLayerTree|CompositeLayers|Commit)$/,
  ],
  ['image decode', /Decode|ImageDecode/],
  [
    'script (inline)',
    /^(EvaluateScript|v8\.compile|v8\.run|FunctionCall|v8\.callFunction|TimerFire|EventDispatch|v8.evaluateModule)$/,
  ],
  ['fonts', /Font/],
  ['HTML/CSS resource', /^(ResourceSendRequest|ResourceReceiveResponse|ResourceFinish|ResourceReceivedData)$/],
];

async function traceOnce(url: string, scripts: boolean): Promise<TraceEvent[]> {
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--headless=new', ...CHROMIUM_ARGS],
    defaultViewport: { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true },
  });
  try {
    const page = await browser.newPage();
    const cdp = await page.createCDPSession();
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    if (!scripts) await cdp.send('Network.setBlockedURLs', { urls: ['*.js'] });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.tracing.start({ categories: CATEGORIES });
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const buffer = await page.tracing.stop();
    const trace = JSON.parse(Buffer.from(buffer!).toString('utf8')) as { traceEvents: TraceEvent[] } | TraceEvent[];
    return Array.isArray(trace) ? trace : trace.traceEvents;
  } finally {
    await browser.close();
  }
}

interface Breakdown {
  total: number;
  byName: Map<string, number>;
  inSvgImages: Map<string, number>;
  longTasks: number[];
  tbtLike: number;
  counts: Map<string, number>;
}

/** Self time of every complete event on the page's main thread, by name; the frame an event is for, if any. */
function breakdown(events: TraceEvent[], url: string): Breakdown {
  const threads = events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  // The page's renderer: the main thread that parsed the page's HTML.
  const parse = events.find((e) => e.name === 'ParseHTML' && e.args?.beginData?.url?.startsWith(url));
  const main = threads.find((t) => parse && t.pid === parse.pid && t.tid === parse.tid) ?? threads[0];
  if (!main) throw new Error('No renderer main thread in the trace');
  const mainFrame = parse?.args?.beginData?.frame;
  const onMain = events
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && typeof e.dur === 'number')
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const byName = new Map<string, number>();
  const inSvgImages = new Map<string, number>();
  const counts = new Map<string, number>();
  const longTasks: number[] = [];
  const add = (map: Map<string, number>, key: string, value: number) => map.set(key, (map.get(key) ?? 0) + value);
  const stack: { event: TraceEvent; end: number; child: number; svg: boolean }[] = [];
  const close = (until: number) => {
    while (stack.length && stack[stack.length - 1]!.end <= until) {
      const done = stack.pop()!;
      const self = (done.event.dur! - done.child) / 1000;
      add(byName, done.event.name, self);
      if (done.svg) add(inSvgImages, done.event.name, self);
      if (stack.length) stack[stack.length - 1]!.child += done.event.dur!;
    }
  };
  let total = 0;
  for (const event of onMain) {
    close(event.ts);
    const frame = event.args?.beginData?.frame ?? event.args?.data?.frame;
    const parent = stack[stack.length - 1];
    // An event for another frame than the page's inside the page's renderer: an SVG image's own document.
    const svg = Boolean(parent?.svg || (frame && mainFrame && frame !== mainFrame));
    if (!stack.length) {
      total += event.dur! / 1000;
      if (event.name === 'RunTask' && event.dur! > 50_000) longTasks.push(event.dur! / 1000);
    }
    add(counts, event.name, 1);
    stack.push({ event, end: event.ts + event.dur!, child: 0, svg });
  }
  close(Number.POSITIVE_INFINITY);
  const tbtLike = longTasks.reduce((sum, d) => sum + d - 50, 0);
  return { total, byName, inSvgImages, longTasks, tbtLike, counts };
}

const round = (value: number) => Math.round(value);

function report(b: Breakdown): void {
  log(
    `main thread, top-level tasks: ${round(b.total)} ms; long tasks (>50 ms): ${b.longTasks.map(round).join(', ') || 'none'}; their time over 50 ms: ${round(b.tbtLike)} ms`,
  );
  const grouped = new Map<string, number>();
  for (const [name, ms] of b.byName) {
    const group = GROUPS.find(([, pattern]) => pattern.test(name))?.[0] ?? `other: ${name}`;
    grouped.set(group, (grouped.get(group) ?? 0) + ms);
  }
  log('by kind (self time, ms):');
  for (const [group, ms] of [...grouped].sort((a, b) => b[1] - a[1]).slice(0, 16))
    log(`  ${round(ms).toString().padStart(6)}  ${group}`);
  log('by event (self time, ms, count):');
  for (const [name, ms] of [...b.byName].sort((a, b) => b[1] - a[1]).slice(0, 20))
    log(`  ${ms.toFixed(1).padStart(8)}  ${name} (${b.counts.get(name)})`);
  const svg = [...b.inSvgImages].reduce((sum, [, ms]) => sum + ms, 0);
  log(
    `inside SVG images' own documents: ${round(svg)} ms (${[...b.inSvgImages]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 6)
      .map(([n, ms]) => `${n} ${round(ms)}`)
      .join(', ')})`,
  );
}

async function main() {
  const args = process.argv.slice(2);
  const target = args.find((arg) => arg.startsWith('http') || arg.startsWith('/'));
  if (!target)
    throw new Error('Usage: npx tsx bench/floor-trace.ts <route or url> [--scripts] [--runs N] [--save file]');
  assertDevanagariFont();
  const stack: Stack | undefined = target.startsWith('/') ? await startStack() : undefined;
  try {
    // `/product/:id` as the bench measures it: a product in stock.
    const route = stack ? target.replace(':id', await pickProduct(stack.apiUrl)) : target;
    await traceRuns(stack ? `${stack.composedUrl}${route}` : target, args);
  } finally {
    await stack?.stop();
  }
}

async function traceRuns(url: string, args: string[]) {
  const scripts = args.includes('--scripts');
  const runs = Number(args[args.indexOf('--runs') + 1] ?? 1) || 1;
  const save = args.includes('--save') ? args[args.indexOf('--save') + 1] : undefined;
  for (let i = 0; i < runs; i += 1) {
    const events = await traceOnce(url, scripts);
    if (save) writeFileSync(save, JSON.stringify({ traceEvents: events }));
    log(`\n== ${url} ${scripts ? 'with scripts' : 'floor (every *.js blocked)'}, CPU 4x, run ${i + 1}`);
    report(breakdown(events, url));
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
