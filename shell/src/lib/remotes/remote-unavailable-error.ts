import type { RemoteName } from '@mitti/shared';

/**
 * A remote that could not be loaded: its server is down or slow, its code failed to evaluate, or it was
 * built against a version of a shared library (React, the router, ...) that the site does not run.
 * Its own file so that the monolith build (bench/monolith) can swap the registry and keep this class.
 */
export class RemoteUnavailableError extends Error {
  readonly reason: 'unavailable' | 'incompatible';

  constructor(
    readonly remote: RemoteName,
    cause: unknown,
  ) {
    super(`The ${remote} part of the shop could not be loaded`, { cause });
    this.name = 'RemoteUnavailableError';
    this.reason = /does not satisfy the requirement/.test(describe(cause)) ? 'incompatible' : 'unavailable';
  }
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  return `${error.message} ${error.cause ? describe(error.cause) : ''}`;
}
