/**
 * The oldest Node the shop's processes run on (the API, the document server, the build and the tests).
 * package.json's `engines` says the same, and `npm install` brings a newer one into node_modules/.bin
 * (decision 042); scripts/node-runtime.test.ts keeps the two in step.
 */
export const MINIMUM_NODE = '22.19.0';

/** True when `version` (as in `process.versions.node`, e.g. "24.21.0") is MINIMUM_NODE or newer. */
export function isSupportedNode(version: string): boolean {
  return version.localeCompare(MINIMUM_NODE, 'en', { numeric: true }) >= 0;
}

/** A process started on a Node older than MINIMUM_NODE; its message says what to do. */
export class UnsupportedNodeError extends Error {
  override name = 'UnsupportedNodeError';
}

/**
 * Stops a process that started on an older Node (the machine's own, when something ran outside npm) with a
 * message that says what to do, before it does anything else.
 */
export function assertSupportedNode(what: string, version: string): void {
  if (isSupportedNode(version)) return;
  throw new UnsupportedNodeError(
    `${what} needs Node ${MINIMUM_NODE} or newer and was started with Node ${version}. ` +
      'Start it through npm (npm start, npm test, npm run ...), which runs the Node that npm install put in ' +
      'node_modules/.bin, or install Node 24.',
  );
}
