import type { RemoteName } from '@mitti/shared';

/**
 * A remote that could not be loaded: its server is down or slow, its code failed to evaluate, or (`incompatible`)
 * it was built against a version of a shared library (React, the router, ...) that the site does not run, as the
 * federation runtime's hooks tell it (remote-load-errors.ts), never its message.
 * Its own file so that the monolith build (bench/monolith) can swap the registry and keep this class.
 */
export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: RemoteName,
    cause: unknown,
    readonly reason: 'unavailable' | 'incompatible' = 'unavailable',
  ) {
    super(`The ${remote} part of the shop could not be loaded`, { cause });
    this.name = 'RemoteUnavailableError';
  }
}
