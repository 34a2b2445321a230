/** The prefix of what the console gets when the browser's first render did not match the server's markup. */
export const HYDRATION_ERROR_PREFIX = '[mitti] hydration:';

/**
 * React recovered from an error while hydrating (most often: the first client render did not match the
 * server's markup, so React threw that part away and rendered it afresh). The page still works, but the
 * shopper saw it flash, and its controls were dead longer: the e2e suite fails on this message.
 */
export function reportHydrationError(error: unknown): void {
  const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : '';
  console.error(`${HYDRATION_ERROR_PREFIX} ${error instanceof Error ? error.message : String(error)}${cause}`);
}
