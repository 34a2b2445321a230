/**
 * What a shopper reads when one of the shop's limits refused a request (429): that the limit was reached, and
 * when to send it again. Comes with the HTTP client (axios-error.ts), not with the boot.
 */

/** How long `seconds` is, in words: "1 second", "42 seconds", "a minute", "3 minutes". */
function waitInWords(seconds: number): string {
  if (seconds <= 1) return '1 second';
  if (seconds < 60) return `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? 'a minute' : `${minutes} minutes`;
}

/** From the answer's `Retry-After` in seconds; a minute, the window of the shop's limits, when it does not say. */
export const tooManyRequestsMessage = (retryAfterS: number | null) =>
  `Too many requests: you have reached the limit. Please try again in ${waitInWords(retryAfterS ?? 60)}.`;

/** A `Retry-After` value (delay-seconds, or an HTTP date) as whole seconds from `now`; null when there is none. */
export function retryAfterSeconds(value: unknown, now = Date.now()): number | null {
  if (typeof value !== 'string' || !value.trim()) return null;
  const seconds = /^\d+$/.test(value.trim()) ? Number(value) : (Date.parse(value) - now) / 1000;
  return Number.isFinite(seconds) ? Math.max(0, Math.ceil(seconds)) : null;
}
