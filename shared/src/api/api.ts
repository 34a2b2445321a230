import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import { ApiError, fetchWithAuth, type ApiRequest } from './fetch-with-auth';

export interface ApiQueryError {
  status: number | null;
  message: string;
  data?: unknown;
}

const baseQuery: BaseQueryFn<ApiRequest | string, unknown, ApiQueryError> = async (args, { signal }) => {
  const request = typeof args === 'string' ? { path: args } : args;
  try {
    return { data: await fetchWithAuth({ ...request, signal }) };
  } catch (error) {
    if (error instanceof ApiError) return { error: { status: error.status, message: error.message, data: error.data } };
    return { error: { status: null, message: error instanceof Error ? error.message : String(error) } };
  }
};

/**
 * The one API client of the site. Features add their endpoints with `api.injectEndpoints`; cache tags
 * keep lists fresh after writes.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['Product', 'Workshop', 'Order', 'Document'],
  endpoints: () => ({}),
});
