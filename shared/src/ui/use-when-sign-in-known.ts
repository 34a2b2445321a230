import { useCallback, useEffect, useRef } from 'react';
import { useAppStore } from '../store/create-store';
import { selectAuthStatus } from '../auth/auth-slice';

/**
 * Runs a tap's action once the sign-in check says who the shopper is. A server-rendered page is usable before
 * that check ends (docs/decisions/023): a tap in that moment is kept, not read as "signed out", and acted on
 * once, however often it was repeated; a tap whose control has left the page by then is forgotten.
 *
 * The check is read when the tap comes, not followed: its end re-renders nothing that uses this.
 */
export function useWhenSignInKnown(): (act: () => void) => void {
  const store = useAppStore();
  /** Stops waiting for the check's end: a tap made while it runs, not acted on yet. */
  const stopWaiting = useRef<(() => void) | null>(null);
  useEffect(() => () => stopWaiting.current?.(), []);

  return useCallback(
    (act: () => void) => {
      if (selectAuthStatus(store.getState()) !== 'checking') {
        act();
        return;
      }
      if (stopWaiting.current) return;
      const unsubscribe = store.subscribe(() => {
        if (selectAuthStatus(store.getState()) === 'checking') return;
        unsubscribe();
        stopWaiting.current = null;
        act();
      });
      stopWaiting.current = unsubscribe;
    },
    [store],
  );
}
