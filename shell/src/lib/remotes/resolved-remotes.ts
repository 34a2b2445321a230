import { createContext, useContext, type ComponentType } from 'react';
import type { RemoteModuleId } from '@mitti/shared';

/**
 * Remote modules already in hand, which a RemoteSlot renders at once instead of through `lazy` and a
 * loading state: in the browser each module the registry has loaded; on the server, the route's page from
 * its remote's server bundle (server/render.tsx provides its own map).
 */
const loaded = new Map<RemoteModuleId, ComponentType>();

export function rememberResolvedRemote(id: RemoteModuleId, component: ComponentType): void {
  loaded.set(id, component);
}

export const ResolvedRemotesContext = createContext<ReadonlyMap<RemoteModuleId, ComponentType>>(loaded);

export function useResolvedRemote(id: RemoteModuleId): ComponentType | undefined {
  return useContext(ResolvedRemotesContext).get(id);
}
