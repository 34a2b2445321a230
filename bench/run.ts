/**
 * `npm run bench`: the composed site against a monolith build of the same sources, the API against a
 * bare Fastify route, and build times. Results go to bench/results/ (gitignored) and a table is printed.
 *
 * The bench runs in parts, each holding the machine's port lock (/tmp/mitti-ports.lock, which every run that
 * binds the shop's fixed ports takes) only while it runs, so other engineers' test runs can slip in between:
 * `npm run bench -- build web-mobile web-desktop peers arrival hindi usable responsive api documents cluster mail`
 * (the default is all twelve; peers needs `npm run bench:peers` once), `npm run bench -- --table` reprints the
 * latest results. Run under `flock /tmp/mitti-ports.lock` already, the parts see that and do not wait for the lock
 * their caller holds.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../scripts/apps';
import { nodeCommand } from '../scripts/lib/processes';
import { benchApi } from './lib/api-bench';
import { benchArrival } from './lib/arrival-bench';
import { benchBuilds } from './lib/build-bench';
import { benchCluster } from './lib/cluster-bench';
import { benchDocuments } from './lib/document-bench';
import { assertDevanagariFont } from './lib/devanagari-font';
import { benchHindi } from './lib/hindi-bench';
import { heldByCaller } from './lib/port-lock';
import { benchMail } from './lib/mail-bench';
import { benchPeers } from './lib/peers-bench';
import { formatReport, type BenchResults } from './lib/report';
import { startStack } from './lib/stack';
import { benchUsable } from './lib/usable-bench';
import { benchResponsive } from './lib/responsive-bench';
import { benchWeb, pickProduct } from './lib/web-bench';

/** Progress on stdout (the lint rule keeps console.log out of app code). */
const log = (text: string) => process.stdout.write(`${text}\n`);

const PARTS = [
  'build',
  'web-mobile',
  'web-desktop',
  'peers',
  'arrival',
  'hindi',
  'usable',
  'responsive',
  'api',
  'documents',
  'cluster',
  'mail',
] as const;
type Part = (typeof PARTS)[number];
/** The parts whose figures come from pages drawn in Chromium. */
const DRAWS_PAGES: Part[] = ['web-mobile', 'web-desktop', 'peers', 'arrival', 'hindi', 'usable', 'responsive'];
const LOCK = '/tmp/mitti-ports.lock';
const resultsDir = path.join(repoRoot, 'bench/results');

function machine(): string {
  const cpus = os.cpus();
  return `${cpus.length} x ${cpus[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}, ${os.platform()} (shared, noisy: read ratios)`;
}

async function runPart(part: Part): Promise<Partial<BenchResults>> {
  if (part === 'build') return { build: await benchBuilds() };
  // The cluster brings its own processes (npm run start:cluster), on ports of its own.
  if (part === 'cluster') return { cluster: await benchCluster() };
  // The mail part runs the API in this process, on spare ports: it needs no stack.
  if (part === 'mail') return { mail: await benchMail() };
  // The usable part measures the composed site alone; the Lighthouse parts compare it with the monolith.
  if (part.startsWith('web') && !existsSync(path.join(repoRoot, 'bench/dist-monolith/index.html'))) {
    throw new Error('No monolith build: run `npm run build:monolith` (or the build part) first');
  }
  const stack = await startStack();
  try {
    if (part === 'api') return { api: await benchApi(stack.apiUrl, stack.bareUrl) };
    const product = await pickProduct(stack.apiUrl);
    if (part === 'documents') return { documents: await benchDocuments(stack, product) };
    if (part === 'usable') return { usable: await benchUsable(stack.composedUrl, product) };
    if (part === 'responsive') return { responsive: await benchResponsive(stack.composedUrl, product) };
    // The shop beside the two public peers (issue 58): `npm run bench:peers` builds them first.
    if (part === 'peers') return { peers: await benchPeers(stack.composedUrl, `/product/${product}`) };
    // The public routes the Lighthouse goals are measured on.
    const routes = ['/', '/store', `/product/${product}`, '/workshops', '/cart'];
    if (part === 'arrival') return { arrival: await benchArrival(stack.composedUrl, routes) };
    // Issue 57: the pages a Hindi shopper arrives on, in English and in Hindi side by side.
    if (part === 'hindi') return { hindi: await benchHindi(stack.composedUrl, routes.slice(0, 3)) };
    const preset = part === 'web-mobile' ? 'mobile' : 'desktop';
    const bases = { composed: stack.composedUrl, monolith: stack.monolithUrl };
    return { web: { [preset]: await benchWeb(preset, bases, routes, preset === 'mobile') } };
  } finally {
    await stack.stop();
  }
}

function partFile(part: Part): string {
  return path.join(resultsDir, `latest-${part}.json`);
}

function collect(): BenchResults {
  const merged: BenchResults = { machine: machine(), web: {} };
  for (const part of PARTS) {
    if (!existsSync(partFile(part))) continue;
    const result = JSON.parse(readFileSync(partFile(part), 'utf8')) as Partial<BenchResults>;
    if (result.build) merged.build = result.build;
    if (result.api) merged.api = result.api;
    if (result.usable) merged.usable = result.usable;
    if (result.responsive) merged.responsive = result.responsive;
    if (result.arrival) merged.arrival = result.arrival;
    if (result.hindi) merged.hindi = result.hindi;
    if (result.peers) merged.peers = result.peers;
    if (result.documents) merged.documents = result.documents;
    if (result.cluster) merged.cluster = result.cluster;
    if (result.mail) merged.mail = result.mail;
    Object.assign(merged.web!, result.web);
  }
  return merged;
}

async function main() {
  const args = process.argv.slice(2);
  mkdirSync(resultsDir, { recursive: true });
  const partIndex = args.indexOf('--part');
  if (partIndex >= 0) {
    // One part, inside the lock taken by the parent.
    const part = args[partIndex + 1] as Part;
    if (!PARTS.includes(part)) throw new Error(`Unknown part ${part}; one of ${PARTS.join(', ')}`);
    const result = await runPart(part);
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const json = `${JSON.stringify({ ...result, machine: machine(), at: stamp }, null, 2)}\n`;
    writeFileSync(partFile(part), json);
    writeFileSync(path.join(resultsDir, `${part}-${stamp}.json`), json);
    return;
  }
  if (!args.includes('--table')) {
    const parts = args.length ? (args as Part[]) : [...PARTS];
    for (const part of parts) {
      if (!PARTS.includes(part)) throw new Error(`Unknown part ${part}; one of ${PARTS.join(', ')}`);
    }
    // Before the first part, not when a part that draws pages comes after half an hour of the others.
    if (parts.some((part) => DRAWS_PAGES.includes(part))) assertDevanagariFont();
    for (const part of parts) {
      const [node, scriptArgs] = nodeCommand('tsx', ['bench/run.ts', '--part', part]);
      const command = [node, ...scriptArgs];
      // The cluster's ports are its own (scripts/cluster): it takes no lock.
      const unlocked = part === 'cluster' || heldByCaller(LOCK);
      log(`\n== bench ${part}${unlocked ? '' : ` (waiting for ${LOCK})`}`);
      const [program, ...programArgs] = unlocked ? command : ['flock', LOCK, ...command];
      const child = spawnSync(program!, programArgs, { cwd: repoRoot, stdio: 'inherit' });
      if (child.status !== 0) throw new Error(`bench part ${part} failed`);
    }
  }
  const results = collect();
  const report = formatReport(results);
  writeFileSync(path.join(resultsDir, 'summary.json'), `${JSON.stringify(results, null, 2)}\n`);
  writeFileSync(path.join(resultsDir, 'summary.md'), `${report}\n`);
  log(`\n${report}`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
