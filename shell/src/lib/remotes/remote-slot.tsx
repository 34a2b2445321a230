import { Suspense, lazy, useMemo, useState, type ComponentProps, type ComponentType } from 'react';
import type { RemoteModuleId, RemoteModules } from '@mitti/shared';
import { loadRemoteModule } from './remote-registry';
import { RemoteErrorBoundary } from './remote-error-boundary';

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
 * Retry loads the remote afresh.
 */
export function RemoteSlot<Id extends RemoteModuleId>({ id, ...props }: SlotProps<Id>) {
  const [attempt, setAttempt] = useState(0);
  const Remote = useMemo(
    () => lazy(() => loadRemoteModule(id, { fresh: attempt > 0 })) as unknown as ComponentType<typeof props>,
    [id, attempt],
  );
  return (
    <RemoteErrorBoundary key={attempt} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={<SlotLoading />}>
        <Remote {...props} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
