/**
 * A task's end by a timer, not `yieldToMain` (lib/tasks): `scheduler.yield()` would put each step ahead of the
 * page's other queued work, which at this point is its loading (the route's chunk, its photos). Measured with
 * Lighthouse mobile, the two builds alternating, 30 pairs on the five public routes: TBT was lower in 19, but
 * LCP later in 22, and the score no better (docs/performance-history.md, 2026-11-27).
 */
const timeout = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function start(): Promise<void> {
  // The async boundary lets the federation runtime negotiate shared singletons before any of them is used.
  // Step by step, each in a task of its own, so that no single one blocks a slow phone for long: the
  // federation runtime's start, React, the router, the store's libraries, the API client (RTK Query builds
  // its reducers and runs each once as it is created), the rest of @mitti/shared (which finds those
  // evaluated: they are its own modules, in the shell's build), then the app.
  await timeout(0);
  await import('react-dom/client');
  await timeout(0);
  // Nothing else imports these three (eslint.config.ts): elsewhere they would be copies apart from the shared one.
  await import(/* webpackExports: [] */ '@mitti/shared/platform/router');
  await timeout(0);
  await import(/* webpackExports: [] */ '@mitti/shared/platform/store');
  await timeout(0);
  await import(/* webpackExports: [] */ '@mitti/shared/platform/api');
  await timeout(0);
  await import('@mitti/shared');
  await timeout(0);
  await import('./bootstrap');
}

void start();
