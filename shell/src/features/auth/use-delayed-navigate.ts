import { useEffect } from 'react';
import { useNavigate } from '@mitti/shared';

/**
 * Goes to `to` `delayMs` after `when` becomes true (the pause after a sign-in or a reset request), unless the
 * shopper has gone elsewhere meanwhile: a link followed in that pause is already in the address bar while the
 * page that set the pause is still on screen, and the pause then took the shopper back (`replace`) from where
 * they had gone.
 */
export function useDelayedNavigate(when: boolean, to: string, delayMs: number): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!when) return;
    const from = window.location.href;
    const timer = setTimeout(() => {
      if (window.location.href === from) navigate(to, { replace: true });
    }, delayMs);
    return () => clearTimeout(timer);
  }, [when, to, delayMs, navigate]);
}
