import { useEffect } from 'react';
import { useLocation, useNavigate, type Location, type NavigateFunction } from '@mitti/shared';

/**
 * The router's current location and its navigate, for code outside React that must move the shopper: the
 * API client ending a session (features/auth/end-session.ts). Nowhere until the routes first render.
 */
export interface Navigation {
  location(): Location | null;
  navigate(to: string, options?: { state?: unknown }): Promise<void>;
  /** What the router says now (NavigationBridge). */
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

/** Keeps `navigation` up to date from inside the router. */
export function NavigationBridge({ navigation }: { navigation: Navigation }) {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => navigation.attach(location, navigate), [navigation, location, navigate]);
  return null;
}
