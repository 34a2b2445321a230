import { HttpError } from '../../../lib/http-error';
import type { RazorpayCreateLinkRequest, RazorpayPaymentLink } from './razorpay-types';

export interface RazorpayClientOptions {
  keyId: string;
  keySecret: string;
  apiBase: string;
  /** Per request; default 5 s. */
  timeoutMs?: number;
  /** Attempts of a read (GET) before giving up; default 2. A create is never blindly repeated. */
  readAttempts?: number;
}

/** The provider did not answer usefully (timeout, network, 5xx): the shopper may simply try again. */
export class RazorpayUnavailableError extends Error {
  override name = 'RazorpayUnavailableError';
}

export const CREATE_FAILED_MESSAGE =
  'Failed to create payment order. The payment provider did not answer; please try again.';

export interface RazorpayClient {
  createLink(body: RazorpayCreateLinkRequest): Promise<RazorpayPaymentLink>;
  fetchLink(id: string): Promise<RazorpayPaymentLink>;
  findLinkByReference(referenceId: string): Promise<RazorpayPaymentLink | undefined>;
}

/** A small Payment Links client over fetch: basic auth key_id:key_secret, JSON, a timeout on every call. */
export function createRazorpayClient(options: RazorpayClientOptions): RazorpayClient {
  const authorization = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`;
  const timeoutMs = options.timeoutMs ?? 5000;
  const readAttempts = Math.max(1, options.readAttempts ?? 2);

  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${options.apiBase}${path}`, {
        method,
        headers: { authorization, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const reason =
        error instanceof Error && error.name === 'TimeoutError' ? `no answer in ${timeoutMs} ms` : 'unreachable';
      throw new RazorpayUnavailableError(`Razorpay ${method} ${path}: ${reason}`);
    }
    const text = await response.text();
    if (response.status >= 500) throw new RazorpayUnavailableError(`Razorpay ${method} ${path}: ${response.status}`);
    if (!response.ok) {
      // A 4xx is our mistake (keys, request shape): logged as an internal error, never shown to shoppers.
      throw new Error(`Razorpay ${method} ${path} refused: ${response.status} ${text.slice(0, 300)}`);
    }
    return JSON.parse(text) as T;
  }

  async function read<T>(path: string): Promise<T> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await call<T>('GET', path);
      } catch (error) {
        if (!(error instanceof RazorpayUnavailableError) || attempt >= readAttempts) throw error;
        await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
      }
    }
  }

  return {
    createLink: (body) => call<RazorpayPaymentLink>('POST', '/v1/payment_links', body),
    fetchLink: (id) => read<RazorpayPaymentLink>(`/v1/payment_links/${encodeURIComponent(id)}`),
    async findLinkByReference(referenceId) {
      const list = await read<{ payment_links?: RazorpayPaymentLink[] }>(
        `/v1/payment_links?reference_id=${encodeURIComponent(referenceId)}`,
      );
      return list.payment_links?.find((link) => link.reference_id === referenceId);
    },
  };
}

/** What the API answers when link creation cannot complete: 503 with a retryable message, nothing half-done. */
export const createFailed = () => new HttpError(503, CREATE_FAILED_MESSAGE);
