/**
 * `npx tsx bench/tracing-overhead.ts`: what OpenTelemetry costs the document server when nothing is exported
 * (decision 046): documents per second and p99 for /store and a product page, the shop started as `npm start`
 * does with tracing off (`OTEL_SDK_DISABLED=true`) and on (the default: unsampled spans, ids in logs and
 * documents), alternately, twice each, because the shared machine's speed drifts. Holds the ports: run it
 * under the port lock.
 */
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { repoRoot } from '../scripts/apps';
import { waitForUrl } from '../scripts/lib/processes';
import { loadAverage, machineAndLoad } from './lib/load-average';

const log = (text: string) => process.stdout.write(`${text}\n`);
const MODES = [
  { name: 'tracing off', env: { OTEL_SDK_DISABLED: 'true' } },
  { name: 'tracing on, no exporter', env: {} },
];

async function measure(url: string) {
  await autocannon({ url, connections: 10, duration: 2 });
  const result = await autocannon({ url, connections: 10, duration: 10 });
  return `${result.requests.average.toFixed(0).padStart(4)} docs/s, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}`;
}

async function run(mode: (typeof MODES)[number]): Promise<void> {
  const shop = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: 'memory://', SITE_DIR: '.data/bench-site', RATE_LIMIT_MAX: '0', ...mode.env },
    stdio: 'ignore',
    detached: true,
  });
  try {
    await waitForUrl('http://127.0.0.1:4000/health', 240_000);
    await waitForUrl('http://127.0.0.1:3000/healthz', 60_000);
    const [product] = (await (await fetch('http://127.0.0.1:4000/products')).json()) as { id: string }[];
    log(`${mode.name}:`);
    log(`  /store            ${await measure('http://127.0.0.1:3000/store')}`);
    log(`  /product/:id      ${await measure(`http://127.0.0.1:3000/product/${product!.id}`)}`);
  } finally {
    process.kill(-shop.pid!, 'SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 3000));
  }
}

async function main(): Promise<void> {
  log(machineAndLoad());
  for (const mode of [...MODES, ...MODES]) await run(mode);
  log(`load average after ${loadAverage()}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
