import { useEffect } from 'react';
import { useNavigate } from '@mitti/shared';

/** Goes to `to` `delayMs` after `when` becomes true (the pause after a sign-in or a reset request). */
export function useDelayedNavigate(when: boolean, to: string, delayMs: number): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!when) return;
    const timer = setTimeout(() => navigate(to, { replace: true }), delayMs);
    return () => clearTimeout(timer);
  }, [when, to, delayMs, navigate]);
}
