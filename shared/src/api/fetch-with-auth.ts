import { getApiClientConfig } from './api-config';
import { IDEMPOTENCY_HEADER, idempotencyKeyFor, isIdempotentWrite, settleAttempt } from './idempotency-key';

export const AUTH_EXPIRED_MESSAGE = 'Authentication expired. Please sign in again.';
export const NO_RESPONSE_MESSAGE = 'No response from server. Please check your internet connection.';

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface ApiRequest {
  path: string;
  method?: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** Milliseconds before the request is abandoned (orders use 15 s). */
  timeoutMs?: number;
  /** When true the call cannot be made without a token: with none, it fails with the expired message. */
  requireAuth?: boolean;
  signal?: AbortSignal;
}

async function send(request: ApiRequest, token: string | null): Promise<Response> {
  const { baseUrl } = getApiClientConfig();
  const headers: Record<string, string> = { Accept: 'application/json', ...request.headers };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (request.body !== undefined) headers['Content-Type'] = 'application/json';
  const signals = [request.signal, request.timeoutMs ? AbortSignal.timeout(request.timeoutMs) : undefined];
  const active = signals.filter((s): s is AbortSignal => Boolean(s));
  try {
    return await fetch(`${baseUrl}${request.path}`, {
      method: request.method ?? 'GET',
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: active.length ? AbortSignal.any(active) : undefined,
    });
  } catch (error) {
    if (request.signal?.aborted) throw error;
    throw new ApiError(NO_RESPONSE_MESSAGE, null);
  }
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * The one way to call the shop's API: bearer token on every call; on a 401 one retry with a freshly
 * fetched token; if that cannot be had, the shell is told to send the shopper to /login. Order and
 * payment writes carry their attempt's Idempotency-Key (idempotency-key.ts), kept until the server answers.
 */
export async function fetchWithAuth<T>(request: ApiRequest): Promise<T> {
  const attempt = { method: request.method ?? 'GET', path: request.path, body: request.body };
  if (!isIdempotentWrite(attempt)) return sendWithAuth<T>(request);
  const keyed = { ...request, headers: { ...request.headers, [IDEMPOTENCY_HEADER]: await idempotencyKeyFor(attempt) } };
  try {
    const data = await sendWithAuth<T>(keyed);
    await settleAttempt(attempt);
    return data;
  } catch (error) {
    // Answered for good (a refusal): a new try is a new attempt. No answer or a 5xx: the retry reuses the key.
    if (error instanceof ApiError && error.status !== null && error.status < 500) await settleAttempt(attempt);
    throw error;
  }
}

async function sendWithAuth<T>(request: ApiRequest): Promise<T> {
  const { getToken, onAuthExpired } = getApiClientConfig();
  const token = await getToken(false);
  if (!token && request.requireAuth) {
    onAuthExpired();
    throw new ApiError(AUTH_EXPIRED_MESSAGE, 401);
  }
  let response = await send(request, token);
  if (response.status === 401) {
    const fresh = await getToken(true).catch(() => null);
    if (!fresh) {
      onAuthExpired();
      throw new ApiError(AUTH_EXPIRED_MESSAGE, 401);
    }
    response = await send(request, fresh);
    if (response.status === 401) {
      onAuthExpired();
      throw new ApiError(AUTH_EXPIRED_MESSAGE, 401);
    }
  }
  const data = await readBody(response);
  if (!response.ok) {
    const serverMessage =
      data && typeof data === 'object' && 'error' in data && typeof data.error === 'string'
        ? data.error
        : data && typeof data === 'object' && 'message' in data && typeof data.message === 'string'
          ? data.message
          : `Server error: ${response.status}`;
    throw new ApiError(serverMessage, response.status, data);
  }
  return data as T;
}
