import axios, { type AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { getApiClientConfig, type ApiClientConfig } from './api-config';
import { ApiError, AUTH_EXPIRED_MESSAGE } from './api-error';
import { toApiError } from './axios-error';
import {
  IDEMPOTENCY_HEADER,
  idempotencyKeyFor,
  isIdempotentWrite,
  settleAttempt,
  type WriteAttempt,
} from './idempotency-key';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** The call cannot be made without a token: with none, the session ends and it fails with the expired message. */
    requireAuth?: boolean;
    /** Set on the one retry after a 401, so a second 401 ends the session instead of asking again. */
    authRetried?: boolean;
    /** The order or payment write this request is an attempt at (idempotency-key.ts), settled by its answer. */
    idempotentAttempt?: WriteAttempt;
  }
}

/**
 * The shop's one HTTP client: an axios instance whose interceptors give every call the bearer token of the
 * signed-in shopper, retry a 401 once with a freshly fetched token (401s at the same time share one refresh),
 * end the session (the shell signs out and goes to /login) when no token can be had, key order and payment
 * writes per attempt, and turn every failure into an `ApiError` with the SPEC's messages. XMLHttpRequest in
 * the browser (and jsdom); the platform's fetch on the server, where there is none. Callers reach it through
 * `loadHttpClient` (load-http-client.ts), so axios comes with the first call, not with the first view.
 */
export const httpClient = axios.create({ adapter: ['xhr', 'fetch'], headers: { Accept: 'application/json' } });

const bearer = (token: string) => `Bearer ${token}`;

/** The session is over: the shell signs the shopper out and goes to /login (api-config.ts). */
function endSession(): void {
  try {
    void Promise.resolve(getApiClientConfig().onAuthExpired()).catch(() => undefined);
  } catch {
    // The shell's handler failed; the call still fails with the expired message.
  }
}

async function currentToken(): Promise<string | null> {
  try {
    return await getApiClientConfig().getToken(false);
  } catch {
    return null;
  }
}

interface Refresh {
  /** Where the token came from: a newly configured client (another provider) starts afresh. */
  getToken: ApiClientConfig['getToken'];
  /** The token the 401s were sent with; a 401 for it joins this refresh instead of starting another. */
  replaced: string | null;
  fresh: Promise<string | null>;
  failed: boolean;
}
let lastRefresh: Refresh | null = null;

/**
 * A freshly fetched token for a request that was refused with `sentWith`. 401s for the same token share one
 * refresh, also the ones answered after it has finished. A refresh that fails ends the session once; a late
 * 401 for that token fails with it, so it cannot sign out a session started since. A request sent without a
 * token asks again each time.
 */
function freshTokenAfter(sentWith: string | null): Promise<string | null> {
  const { getToken } = getApiClientConfig();
  const last = lastRefresh;
  if (last && last.getToken === getToken && last.replaced === sentWith && (sentWith !== null || !last.failed)) {
    return last.fresh;
  }
  const refresh: Refresh = { getToken, replaced: sentWith, failed: false, fresh: Promise.resolve(null) };
  refresh.fresh = getToken(true)
    .catch(() => null)
    .then((token) => {
      if (!token) {
        refresh.failed = true;
        endSession();
      }
      return token;
    });
  lastRefresh = refresh;
  return refresh.fresh;
}

function sentToken(request: InternalAxiosRequestConfig): string | null {
  const header = request.headers.get('Authorization');
  return typeof header === 'string' && header.startsWith('Bearer ') ? header.slice('Bearer '.length) : null;
}

httpClient.interceptors.request.use(async (request) => {
  request.baseURL = getApiClientConfig().baseUrl;
  // The page's language, in which the API writes the mails a call causes (decision 106): the document's, as the
  // document server wrote it (decision 102). The servers' calls (no document here) say it themselves.
  if (typeof document == 'object' && !request.headers.has('Accept-Language')) {
    request.headers.set('Accept-Language', document.documentElement.lang == 'hi' ? 'hi' : 'en');
  }
  if (!request.headers.has('Authorization')) {
    const token = await currentToken();
    if (token) request.headers.set('Authorization', bearer(token));
    else if (request.requireAuth) {
      endSession();
      throw new ApiError(AUTH_EXPIRED_MESSAGE, 401);
    }
  }
  // Order and payment writes carry their attempt's key; the retry after a 401 already has it and keeps it.
  const attempt = { method: request.method ?? 'get', path: request.url ?? '', body: request.data as unknown };
  if (!request.idempotentAttempt && isIdempotentWrite(attempt)) {
    request.idempotentAttempt = attempt;
    request.headers.set(IDEMPOTENCY_HEADER, await idempotencyKeyFor(attempt));
  }
  return request;
});

async function answered(response: AxiosResponse): Promise<AxiosResponse> {
  if (response.config.idempotentAttempt) await settleAttempt(response.config.idempotentAttempt);
  return response;
}

async function failed(error: AxiosError | ApiError): Promise<AxiosResponse> {
  const request = error instanceof ApiError ? undefined : error.config;
  const status = error instanceof ApiError ? error.status : (error.response?.status ?? null);
  if (request && status === 401) {
    if (request.authRetried) {
      endSession();
    } else {
      const fresh = await freshTokenAfter(sentToken(request));
      if (fresh) {
        request.headers.set('Authorization', bearer(fresh));
        return httpClient.request({ ...request, authRetried: true });
      }
    }
    throw new ApiError(AUTH_EXPIRED_MESSAGE, 401);
  }
  // Answered for good (a refusal): the next try is a new attempt. No answer or a 5xx: the retry keeps the key.
  if (request?.idempotentAttempt && status !== null && status < 500) await settleAttempt(request.idempotentAttempt);
  throw toApiError(error);
}

httpClient.interceptors.response.use(answered, failed);
