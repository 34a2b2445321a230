/**
 * A document header tried away before a decision about it (issue 58, item 1; decision 132): the bench's stack, and
 * two fronts on :3970 (the document as sent) and :3971 (the same without the named response headers), both gzipping
 * what they pass on; Lighthouse mobile on each route's floor (every `*.js` request blocked) or with scripts,
 * alternating A and B, median of BENCH_RUNS (default 5), as bench/style-ab.ts runs a style rule.
 *
 *   flock /tmp/mitti-ports.lock npx tsx bench/header-ab.ts cross-origin-opener-policy /cart [/ ...] [--scripts]
 *
 * or with a header the documents do not send put on B's (a header taken off, measured as it was):
 *
 *   flock /tmp/mitti-ports.lock npx tsx bench/header-ab.ts --add 'cross-origin-opener-policy: same-origin' /cart
 */
import { addHeader, dropHeaders } from './lib/ab-front';
import { abTrial } from './lib/ab-trial';

async function main() {
  const args = process.argv.slice(2);
  const adding = args[0] === '--add';
  const header = args[adding ? 1 : 0] ?? '';
  const routes = args.slice(adding ? 2 : 1).filter((arg) => arg.startsWith('/'));
  if (!header || (adding && !header.includes(':')) || !routes.length)
    throw new Error(
      "Usage: npx tsx bench/header-ab.ts <header[,header]> | --add '<header>: <value>' /route [...] [--scripts] (/product/:id for a product)",
    );
  await abTrial(
    routes,
    !args.includes('--scripts'),
    { a: {}, b: { rewriteHeaders: adding ? addHeader(header) : dropHeaders(header.toLowerCase().split(',')) } },
    `B: ${adding ? 'with' : 'without'} ${header}`,
  );
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
