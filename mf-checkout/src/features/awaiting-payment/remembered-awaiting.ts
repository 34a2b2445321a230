import { useEffect, useState } from 'react';
import { readAwaitingPayment, type AwaitingPayment } from './awaiting-storage';

/**
 * The order this tab sent to the gateway and has not seen paid, as the tab remembers it (no request), read
 * again when the page comes back from the browser's history cache. `placedFrom` keeps to orders placed from
 * there (the cart, or one class's booking).
 */
export function useRememberedAwaiting(placedFrom?: string): AwaitingPayment | null {
  const [awaiting, setAwaiting] = useState<AwaitingPayment | null>(null);
  useEffect(() => {
    const read = () => setAwaiting(readAwaitingPayment());
    read();
    window.addEventListener('pageshow', read);
    return () => window.removeEventListener('pageshow', read);
  }, []);
  return awaiting && (!placedFrom || awaiting.placedFrom === placedFrom) ? awaiting : null;
}
