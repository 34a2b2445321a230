import type { AxiosRequestConfig } from 'axios';
import { loadHttpClient } from './load-http-client';

/** A call to the shop's API, as features describe it (RTK Query endpoints and the few direct calls). */
export interface ApiRequest {
  path: string;
  method?: string;
  /** Sent as JSON. */
  body?: unknown;
  headers?: Record<string, string>;
  /** Milliseconds before the request is abandoned with the no-response message (orders use 15 s). */
  timeoutMs?: number;
  /** When true the call cannot be made without a token: with none, the session ends and it fails with the expired message. */
  requireAuth?: boolean;
  signal?: AbortSignal;
}

/** The axios request for an `ApiRequest`. */
export function toAxiosRequest(request: ApiRequest): AxiosRequestConfig {
  return {
    url: request.path,
    method: request.method ?? 'GET',
    data: request.body,
    headers: request.headers,
    timeout: request.timeoutMs,
    requireAuth: request.requireAuth,
    signal: request.signal,
  };
}

/** An empty body (a 204) is `undefined`, not axios's empty string. */
export const bodyOf = (data: unknown): unknown => (data === '' ? undefined : data);

/**
 * A direct call through the one HTTP client (http-client.ts), for the few callers outside RTK Query: resolves
 * with the response body, rejects with an `ApiError` (api-error.ts).
 */
export async function apiRequest<T>(request: ApiRequest): Promise<T> {
  const httpClient = await loadHttpClient();
  const response = await httpClient.request<unknown>(toAxiosRequest(request));
  return bodyOf(response.data) as T;
}
