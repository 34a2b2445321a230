import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RemoteLoad } from '@mitti/shared/contracts';

/**
 * Every remote module this page loaded, timed by the federation runtime itself (decision 046): the entry
 * (its remoteEntry.js, fetched and initialised) and then the module (its chunks). Kept here, in
 * the boot, because the first load starts before the page-view beacon's own chunk arrives; the beacon reads
 * them when the page is hidden. A few hundred bytes: the timings and nothing else.
 */
export const remoteLoads: RemoteLoad[] = [];

interface Timing {
  started: number;
  entryReady?: number;
  entryMs?: number;
}

/**
 * `buildOf`: the build a document pinned for a remote, its manifest's URL in `/remotes.json` (the runtime knows
 * only the entry beside it, with a Retry's `?retry=N`: remote-registry.ts).
 */
export function remoteLoadTimings(buildOf: (remote: string) => string | undefined): ModuleFederationRuntimePlugin {
  const timings = new Map<string, Timing>();
  return {
    name: 'mitti-remote-load-timings',
    beforeRequest(args) {
      timings.set(args.id, { started: performance.now() });
      return args;
    },
    afterInitRemote({ id, cached }) {
      const timing = id ? timings.get(id) : undefined;
      if (!timing) return;
      timing.entryReady = performance.now();
      if (!cached) timing.entryMs = timing.entryReady - timing.started;
    },
    afterLoadRemote({ id, remote, error }) {
      const timing = timings.get(id);
      timings.delete(id);
      const build = remote ? buildOf(remote.name) : undefined;
      if (!timing || !build || remoteLoads.length >= 20) return;
      remoteLoads.push({
        module: id,
        build: new URL(build, window.location.href).href,
        failed: !!error,
        ...(timing.entryMs !== undefined ? { entryMs: Math.round(timing.entryMs) } : {}),
        ...(!error && timing.entryReady !== undefined
          ? { moduleMs: Math.round(performance.now() - timing.entryReady) }
          : {}),
      });
    },
  };
}
