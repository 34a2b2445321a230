import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@mitti/shared';
import { RemoteUnavailableError } from './remote-unavailable-error';

/**
 * The remotes whose build the runtime refused one of the site's singletons (React, the router, @mitti/shared,
 * ...): built against a version the page does not run. Seen where the runtime refuses it, not read from its
 * message (decision 097).
 */
const refused = new Set<string>();

/**
 * For each remote's container: it resolves its shared modules in a federation runtime of its own, where the
 * runtime's resolver throws for a strict singleton whose version the build does not accept. The container is
 * noted; the error goes on.
 */
const refusedShares: ModuleFederationRuntimePlugin = {
  name: 'mitti-refused-shares',
  resolveShare(args) {
    const { resolver, shareInfo } = args;
    args.resolver = () => {
      try {
        return resolver();
      } catch (error) {
        refused.add(shareInfo.from);
        throw error;
      }
    };
    return args;
  },
};

/**
 * The page's federation host: it gives each container it starts `refusedShares` (the container's runtime takes
 * the plugins of its init options), and a load that fails, however it fails in the runtime (its manifest, entry,
 * chunks or shared modules), ends in the RemoteUnavailableError its slot shows.
 */
export const remoteLoadErrors: ModuleFederationRuntimePlugin = {
  name: 'mitti-remote-load-errors',
  beforeInitContainer(args) {
    Object.assign(args.remoteEntryInitOptions, { plugins: [refusedShares] });
    return args;
  },
  async errorLoadRemote({ id, error, lifecycle }) {
    // Only the load's own end: the runtime also asks while fetching a manifest (`afterResolve`), then cleans up.
    if (lifecycle !== 'onLoad') return;
    const remote = id.split('/')[0] as RemoteName;
    throw new RemoteUnavailableError(remote, error, refused.has(remote) ? 'incompatible' : 'unavailable');
  },
};

/** Another build of `remote` is about to be loaded (Retry): a refusal of the last one says nothing of it. */
export const forgetRefusal = (remote: RemoteName) => refused.delete(remote);
