const timeout = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function start(): Promise<void> {
  // The async boundary lets the federation runtime negotiate shared singletons before any of them is used.
  // Step by step, each in a task of its own, so that no single one blocks a slow phone for long: React,
  // then @mitti/shared (the router, the store and their libraries), then the app.
  await import('react-dom/client');
  await timeout(0);
  await import('@mitti/shared');
  await timeout(0);
  await import('./bootstrap');
}

void start();
