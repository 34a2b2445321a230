import type { AxiosInstance } from 'axios';
import { ApiError, NO_RESPONSE_MESSAGE } from './api-error';

let loading: Promise<AxiosInstance> | null = null;

/**
 * The shop's one HTTP client (http-client.ts), fetched with the first API call: a server-rendered first view
 * starts from the data it was rendered with and makes none, and axios with its interceptors is a tenth of
 * the boot (docs/decisions/032). A chunk that cannot be fetched fails the call as no answer would, and the
 * next call fetches it again.
 */
export function loadHttpClient(): Promise<AxiosInstance> {
  loading ??= import(/* webpackChunkName: "http-client" */ './http-client').then(
    ({ httpClient }) => httpClient,
    () => {
      loading = null;
      throw new ApiError(NO_RESPONSE_MESSAGE, null);
    },
  );
  return loading;
}
