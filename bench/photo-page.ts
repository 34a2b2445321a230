/**
 * `npx tsx bench/photo-page.ts [runs]`: a product page whose photo is a 4000 x 3000 phone upload, measured
 * with Lighthouse's mobile settings (simulated slow 4G, 4x CPU slowdown, Moto G Power screen): LCP, CLS and
 * what the LCP element was, median of `runs` (default 3) each, first with its drawings, then with the photo, each
 * run in a fresh Chrome. It starts the shop as
 * `npm start` does (build first: `npm run build`) on a fresh in-memory database, on the fixed ports: hold the
 * e2e lock (/tmp/mitti-e2e.lock) while it runs. Decision 025 records the figures.
 */
import sharp from 'sharp';
import { nodeCommand, startProcess, stopAll, waitForUrl } from '../scripts/lib/processes';
import { runLighthouse, type PageRun } from './lib/lighthouse';
import { median } from './lib/median';
import { loadAverage } from './lib/load-average';

const log = (text: string) => process.stdout.write(`${text}\n`);
const EMULATOR = 'http://127.0.0.1:9099';
const API = 'http://127.0.0.1:4000';
const PRODUCT = 'matka-floor-vase';

/**
 * A photo-like 4000 x 3000 JPEG: grain drawn at a quarter of the size and enlarged, over gradients, so it has
 * detail at the scales its variants keep (fine noise alone would average away when they are made) and its
 * variants weigh what a real photo's do.
 */
async function phonePhoto(): Promise<Buffer> {
  const [width, height] = [1000, 750];
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 42;
  const grain = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) % 81) - 40;
  const clamp = (value: number) => Math.max(0, Math.min(255, value));
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      pixels[i] = clamp(150 + (x * 80) / width + grain());
      pixels[i + 1] = clamp(90 + (y * 60) / height + grain());
      pixels[i + 2] = clamp(60 + grain());
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .resize({ width: 4000, height: 3000, kernel: 'cubic' })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** An admin's ID token: a fresh emulator account given the claim, then signed in. */
async function adminToken(): Promise<string> {
  const account = {
    email: `bench-owner-${Date.now()}@example.com`,
    password: 'Clay-pots-42!',
    returnSecureToken: true,
  };
  const post = (url: string, body: object, headers: Record<string, string> = {}) =>
    fetch(`${EMULATOR}/identitytoolkit.googleapis.com/v1/${url}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
    }).then((response) => response.json() as Promise<{ localId: string; idToken: string }>);
  const { localId } = await post('accounts:signUp?key=demo-api-key', account);
  await post(
    'projects/demo-mitti/accounts:update',
    { localId, customAttributes: JSON.stringify({ admin: true }) },
    { Authorization: 'Bearer owner' },
  );
  return (await post('accounts:signInWithPassword?key=demo-api-key', account)).idToken;
}

async function main() {
  const runs = Number(process.argv[2] ?? 3);
  log(`load before: ${loadAverage()}`);
  startProcess('shop', ...nodeCommand('tsx', ['scripts/start.ts']), {
    DATA_DIR: 'memory://',
    SITE_DIR: '.data/photo-bench-site',
    RATE_LIMIT_MAX: '0',
  });
  try {
    // The shop's port answers once everything else does (scripts/start.ts).
    await waitForUrl('http://127.0.0.1:3000/healthz', 240_000);
    const page = `http://localhost:3000/product/${PRODUCT}`;
    const measure = async (what: string) => {
      const results: PageRun[] = [];
      for (let i = 0; i < runs; i++) {
        const run = await runLighthouse(page, 'mobile');
        log(`${what} run ${i + 1}: LCP ${Math.round(run.lcp)} ms, CLS ${run.cls.toFixed(3)}, score ${run.score}`);
        results.push(run);
      }
      log(`${what} LCP element: ${results.at(-1)?.lcpElement}`);
      const lcp = Math.round(median(results.map((r) => r.lcp)));
      log(`${what}: median LCP ${lcp} ms, median CLS ${median(results.map((r) => r.cls)).toFixed(3)}`);
    };
    // The same page with its drawings first: the yardstick on this machine at this minute.
    await measure('drawings');

    const original = await phonePhoto();
    const form = new FormData();
    form.append('photo', new Blob([new Uint8Array(original)], { type: 'image/jpeg' }), 'IMG_2041.JPG');
    const started = Date.now();
    const upload = await fetch(`${API}/api/admin/products/${PRODUCT}/photos`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${await adminToken()}` },
      body: form,
    });
    if (upload.status !== 201) throw new Error(`upload: ${upload.status} ${await upload.text()}`);
    log(`uploaded ${(original.length / 2 ** 20).toFixed(1)} MB 4000x3000 JPEG; answered in ${Date.now() - started} ms`);
    const { photos } = (await upload.json()) as { photos: { sources: { type: string; srcset: string }[] }[] };
    for (const source of photos[0]!.sources) {
      const sizes = await Promise.all(
        source.srcset.split(', ').map(async (candidate) => {
          const [url, width] = candidate.split(' ');
          return `${width} ${((await (await fetch(url!)).arrayBuffer()).byteLength / 1024).toFixed(0)} KB`;
        }),
      );
      log(`${source.type}: ${sizes.join(', ')}`);
    }
    await measure('photo');
    log(`load after: ${loadAverage()}`);
  } finally {
    stopAll();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exitCode = 1;
  stopAll();
});
