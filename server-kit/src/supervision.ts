import { z } from 'zod';

/**
 * `EXIT_WITH_PARENT=1`: the process stops when the one that started it is gone. `npm start` (scripts/start.ts) sets
 * it for the servers it supervises; a deployment's supervisor does not need it. Unset, or `0`: off.
 */
export const exitWithParentVariable = z
  .enum(['0', '1'], { error: 'expected 1 or 0' })
  .default('0')
  .transform((value) => value === '1');

/**
 * Calls `stop` once the process that started this one is gone: a supervisor killed outright could not stop its
 * children, and a server left behind would hold its port. Looked at once a second; the check keeps no process alive.
 */
export function stopWithParent(stop: () => void): void {
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) stop();
  }, 1000).unref();
}
