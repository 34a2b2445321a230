import { useEffect } from 'react';
import { useLocation, useNavigate, type Location, type NavigateFunction } from '@mitti/shared';

/**
 * The router's current location and its navigate, for code outside React that must move the shopper: the
 * API client ending a session (features/auth/end-session.ts). Nowhere until the routes first render.
 */
export interface Navigation {
  location(): Location | null;
  navigate(to: string, options?: { state?: unknown }): Promise<void>;
  /** What the router says now (useNavigationBridge). */
  attach(location: Location, navigate: NavigateFunction): void;
}

export function createNavigation(): Navigation {
  let current: { location: Location; navigate: NavigateFunction } | null = null;
  return {
    location: () => current?.location ?? null,
    navigate: async (to, options) => {
      await current?.navigate(to, options);
    },
    attach: (location, navigate) => {
      current = { location, navigate };
    },
  };
}

/**
 * Keeps `navigation` up to date from inside the router. A hook, not a component beside the routes: the
 * server renders the routes alone, and a sibling only the browser has would shift every `useId` below it
 * (ids are counted by position in the tree), so a hydrated label and a later render would disagree.
 */
export function useNavigationBridge(navigation: Navigation | undefined): void {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => navigation?.attach(location, navigate), [navigation, location, navigate]);
}
