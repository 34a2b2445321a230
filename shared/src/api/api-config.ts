/**
 * How the one API client (http-client.ts) reaches the backend. The shell configures it at boot (base URL from its runtime
 * config, the identity token from the auth provider); a remote running standalone configures its own.
 */
export interface ApiClientConfig {
  baseUrl: string;
  /** The current identity token, or a freshly fetched one when `forceRefresh`; null when signed out. */
  getToken: (forceRefresh: boolean) => Promise<string | null>;
  /**
   * The session is over: a token could not be refreshed after a 401, or a call that needs one found none.
   * The shell signs the shopper out, stores the expired message as the auth error and goes to /login.
   */
  onAuthExpired: () => void | Promise<void>;
}

let config: ApiClientConfig = {
  baseUrl: 'http://localhost:4000',
  getToken: async () => null,
  onAuthExpired: () => undefined,
};

export function configureApiClient(next: Partial<ApiClientConfig>): void {
  config = { ...config, ...next };
}

export function getApiClientConfig(): ApiClientConfig {
  return config;
}
