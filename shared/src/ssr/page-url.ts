import { createContext, useContext } from 'react';

/** The page's absolute URL while it is rendered on the server, which has no `window.location`. */
export const ServerPageUrlContext = createContext<string | null>(null);

/** The current page's absolute URL, in the browser and in a server render alike. */
export function usePageUrl(): string {
  const serverUrl = useContext(ServerPageUrlContext);
  return serverUrl ?? window.location.href;
}
