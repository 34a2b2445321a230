import { Suspense, lazy, useMemo, useState, type ComponentProps, type ComponentType } from 'react';
import type { RemoteModuleId, RemoteModules } from '@mitti/shared';
import { loadRemoteModule } from './remote-registry';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { useResolvedRemote } from './resolved-remotes';

type SlotProps<Id extends RemoteModuleId> = { id: Id } & ComponentProps<RemoteModules[Id]>;

function SlotLoading() {
  return (
    <div className="remote-loading" role="status" aria-live="polite">
      <span className="remote-loading__spinner" aria-hidden="true" />
      <span className="visually-hidden">Loading...</span>
    </div>
  );
}

/**
 * Renders one module of a remote, loaded at runtime on first use, inside an error boundary and Suspense.
 * Retry loads the remote afresh. A module already loaded (or, on the server, the route's page) renders
 * at once: a server-rendered page's first client render then shows the page, not a loading state.
 */
export function RemoteSlot<Id extends RemoteModuleId>({ id, ...props }: SlotProps<Id>) {
  const [attempt, setAttempt] = useState(0);
  const available = useResolvedRemote(id) as ComponentType<typeof props> | undefined;
  // Decided when the slot mounts: a module that arrives later keeps rendering through `lazy`, so the page
  // is not remounted (and its state lost) when the slot renders again.
  const [resolved] = useState(() => available);
  const Remote = useMemo(
    () => lazy(() => loadRemoteModule(id, { fresh: attempt > 0 })) as unknown as ComponentType<typeof props>,
    [id, attempt],
  );
  const Resolved = attempt === 0 ? resolved : undefined;
  return (
    <RemoteErrorBoundary key={attempt} onRetry={() => setAttempt((n) => n + 1)}>
      {Resolved ? (
        <Resolved {...props} />
      ) : (
        <Suspense fallback={<SlotLoading />}>
          <Remote {...props} />
        </Suspense>
      )}
    </RemoteErrorBoundary>
  );
}
