import { createAction } from '@reduxjs/toolkit';
import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import { ApiError } from './api-error';
import { bodyOf, toAxiosRequest, type ApiRequest } from './api-request';
import { loadHttpClient } from './load-http-client';

/**
 * What the base query reads from the store's extra argument (store/create-store.ts passes it): a server render's
 * signal, which cancels its reads with the render, and the headers that say whom they are for.
 */
export interface StoreExtra {
  signal?: AbortSignal;
  apiHeaders?: Readonly<Record<string, string>>;
  /** A server render's: told the path of each read it starts that a browser makes the same (a GET needing no token). */
  onRead?: (path: string) => void;
}

export interface ApiQueryError {
  status: number | null;
  message: string;
  data?: unknown;
}

/**
 * RTK Query's base query calls the one axios instance (RTK's `axiosBaseQuery` pattern): an endpoint's
 * `ApiRequest` becomes an axios request, the body its data, an `ApiError` its `{ status, message, data }`.
 */
const baseQuery: BaseQueryFn<ApiRequest | string, unknown, ApiQueryError> = async (args, { signal: query, extra }) => {
  const request = typeof args === 'string' ? { path: args } : args;
  const { signal: render, apiHeaders, onRead } = (extra as StoreExtra | undefined) ?? {};
  if (onRead && (request.method ?? 'GET') === 'GET' && !request.requireAuth) onRead(request.path);
  const signal = render ? AbortSignal.any([query, render]) : query;
  const headers = apiHeaders ? { ...request.headers, ...apiHeaders } : request.headers;
  try {
    const httpClient = await loadHttpClient();
    const response = await httpClient.request<unknown>(toAxiosRequest({ ...request, headers, signal }));
    return { data: bodyOf(response.data) };
  } catch (error) {
    if (error instanceof ApiError) return { error: { status: error.status, message: error.message, data: error.data } };
    return { error: { status: null, message: error instanceof Error ? error.message : String(error) } };
  }
};

/**
 * The API reads a server-rendered page was rendered with (`window` gets them from the document), put into
 * the browser's cache before its first render, so the page starts from the same data instead of refetching.
 */
export const apiHydrated = createAction<unknown>('api/hydrated');

/**
 * The one API client of the site. Features add their endpoints with `api.injectEndpoints`; cache tags
 * keep lists fresh after writes.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['Product', 'Workshop', 'Order', 'Document', 'Review'],
  endpoints: () => ({}),
  extractRehydrationInfo: (action, { reducerPath }) =>
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the state RTK Query itself serialised
    apiHydrated.match(action) ? ((action.payload as Record<string, any>)[reducerPath] as never) : undefined,
});
