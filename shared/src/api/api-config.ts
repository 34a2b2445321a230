/**
 * How the one API client reaches the backend. The shell configures it at boot (base URL from its runtime
 * config, the identity token from the auth provider); a remote running standalone configures its own.
 */
export interface ApiClientConfig {
  baseUrl: string;
  /** The current identity token, or a freshly fetched one when `forceRefresh`; null when signed out. */
  getToken: (forceRefresh: boolean) => Promise<string | null>;
  /** Called when a token can no longer be had for a request that needed one (the shell goes to /login). */
  onAuthExpired: () => void;
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
