/** An address no server will take (it would fail the same way on every retry): the message fails at once. */
export class UndeliverableAddressError extends Error {
  override name = 'UndeliverableAddressError';
}

const anyAddress = /[^\s<>"'(),;:]+@[^\s<>"'(),;:]+/g;

/**
 * Why a send failed, without the addresses an SMTP answer often quotes ("550 5.1.1 <asha@...>: no such user"):
 * `code` for the logs, `detail` for the owner's list of undelivered messages.
 */
export function describeSendError(error: unknown): { code: string; detail: string } {
  if (error instanceof UndeliverableAddressError) return { code: 'EADDRESS', detail: error.message };
  const failure = (error ?? {}) as { code?: unknown; responseCode?: unknown; response?: unknown; message?: unknown };
  const code = [failure.code, failure.responseCode].filter((part) => part !== undefined).join(' ') || 'ERROR';
  const text = typeof failure.response === 'string' ? failure.response : String(failure.message ?? 'unknown error');
  return { code, detail: `${code}: ${text.replace(anyAddress, '<address>').slice(0, 300)}` };
}
