/**
 * `npx tsx bench/rum-ingestion.ts`: page-view beacons against orders (decision 046). The API as the bench runs
 * it (bench/lib/api-server.ts: PGlite in memory, the Auth emulator, per-address limits off so one load
 * generator is not cut off), on its own port; autocannon places orders (create-intent) alone, then floods
 * POST /api/rum alone, then does both at once. Needs the Auth emulator on 9099 (npm start's, or the tests').
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import autocannon, { type Result } from 'autocannon';
import { repoRoot } from '../scripts/apps';
import { freePort } from '../scripts/lib/throwaway-postgres';
import { createIntentBody, mintToken, type ProductSummary } from './lib/api-bench';
import { loadAverage, machineAndLoad } from './lib/load-average';

const log = (text: string) => process.stdout.write(`${text}\n`);
const SHOP = 'http://localhost:3000';
const DURATION = 10;

const beacon = JSON.stringify({
  route: '/product/:id',
  device: 'mobile',
  connection: '4g',
  metrics: { lcp: 2100, inp: 120, cls: 0.04, fcp: 1200, ttfb: 300 },
  attribution: { lcpElement: 'main > img.product-photo', inpTarget: 'button.add-to-cart', inpType: 'pointer' },
  loads: [
    {
      module: 'catalog/ProductPage',
      build: 'http://localhost:3001/mf-manifest.json',
      entryMs: 180,
      moduleMs: 90,
      failed: false,
    },
  ],
  traceId: '4bf92f3577b34da6a3ce929d0e0e4736',
});

const line = (name: string, result: Result) =>
  `  ${name.padEnd(22)} ${result.requests.average.toFixed(0).padStart(6)} req/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  non-2xx ${result.non2xx}  errors ${result.errors + result.timeouts}`;

async function main(): Promise<void> {
  const port = await freePort();
  const api = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'bench/lib/api-server.ts')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: 'memory://',
      RATE_LIMIT_MAX: '0',
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      GCLOUD_PROJECT: 'demo-mitti',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve) => api.stdout!.on('data', (data: Buffer) => data.includes('ready') && resolve()));
  const url = `http://127.0.0.1:${port}`;
  try {
    const products = (await (await fetch(`${url}/products`)).json()) as ProductSummary[];
    const stocked = [...products].sort((a, b) => b.stock - a.stock)[0]!;
    const token = await mintToken();
    const orders = {
      url: `${url}/api/payment/create-intent`,
      method: 'POST' as const,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: createIntentBody(stocked, 'bench@mitti.test'),
      connections: 10,
      duration: DURATION,
    };
    const beacons = {
      url: `${url}/api/rum`,
      method: 'POST' as const,
      headers: { origin: SHOP, 'content-type': 'text/plain;charset=UTF-8' },
      body: beacon,
      connections: 50,
      duration: DURATION,
    };
    log(machineAndLoad());
    await autocannon({ ...orders, duration: 2 });
    log(line('orders alone', await autocannon(orders)));
    log(line('beacons alone', await autocannon(beacons)));
    const [withBeacons, flood] = await Promise.all([autocannon(orders), autocannon(beacons)]);
    log(line('orders, with a flood', withBeacons));
    log(line('beacons, with orders', flood));
    log(`load average after ${loadAverage()}`);
  } finally {
    api.kill('SIGTERM');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
