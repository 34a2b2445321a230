type Stop = (() => void | Promise<void>) | undefined;

/** Jest global teardown of the `server` project: stops what global-setup.ts started, newest first. */
export default async function globalTeardown() {
  const stops = (globalThis as { mittiTestStops?: Stop[] }).mittiTestStops ?? [];
  for (const stop of stops.reverse()) await stop?.();
}
