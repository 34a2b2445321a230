/**
 * A style rule tried on the shop's documents before it is built in (issue 58, item 1): the bench's stack, and two
 * fronts on :3970 (the document as sent) and :3971 (the same with `<style>RULE</style>` added before `</head>`),
 * both gzipping what they pass on; Lighthouse mobile on each route's floor (every `*.js` request blocked) or with
 * scripts, alternating A and B, median of BENCH_RUNS (default 5), as the bench's other Lighthouse parts run.
 *
 *   flock /tmp/mitti-ports.lock npx tsx bench/style-ab.ts '.x{content-visibility:auto}' /store [/ ...] [--scripts]
 *     [--without cross-origin-opener-policy]
 *
 * `--without` takes the named response headers off both sides' documents: the opener policy's cost in Lighthouse's
 * tab (decisions 056 and 132) is most of the floor's TBT and moves with the machine, which can hide what a rule
 * changes.
 */
import { dropHeaders } from './lib/ab-front';
import { abTrial } from './lib/ab-trial';

async function main() {
  const args = process.argv.slice(2);
  const rule = args[0];
  const routes = args.slice(1).filter((arg) => arg.startsWith('/'));
  if (!rule || !routes.length)
    throw new Error(
      "Usage: npx tsx bench/style-ab.ts '<css rule>' /route [...] [--scripts] [--without header[,header]]",
    );
  const without = args.includes('--without')
    ? (args[args.indexOf('--without') + 1] ?? '').toLowerCase().split(',')
    : [];
  const rewriteHeaders = dropHeaders(without);
  const withRule = (_path: string, html: string) => html.replace('</head>', `<style>${rule}</style></head>`);
  await abTrial(
    routes,
    !args.includes('--scripts'),
    { a: { rewriteHeaders }, b: { rewrite: withRule, rewriteHeaders } },
    `B: ${rule}${without.length ? `\nboth sides without ${without.join(', ')}` : ''}`,
  );
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
