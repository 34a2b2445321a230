import { useSyncExternalStore } from 'react';
import { api } from '../api/api';
import type { DeliveryCheck } from '../contracts/delivery';

export type { DeliveryCheck };

/** Where the studio delivers and how fast: the product page, the cart and checkout ask before ordering. */
export const deliveryApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDelivery: build.query<DeliveryCheck, string>({
      query: (pin) => `/api/delivery/${encodeURIComponent(pin)}`,
      keepUnusedDataFor: 60,
    }),
  }),
});

const PIN_KEY = 'deliveryPin';

const pinListeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  pinListeners.add(listener);
  return () => pinListeners.delete(listener);
};

/**
 * The PIN code the shopper last checked, shared by the product page, the cart and checkout. Read from
 * localStorage after hydration (the server's first view has none), so the first render matches the server's.
 */
export function useRememberedPin(): [string, (pin: string) => void] {
  const pin = useSyncExternalStore(
    subscribe,
    () => localStorage.getItem(PIN_KEY) ?? '',
    () => '',
  );
  const remember = (next: string) => {
    localStorage.setItem(PIN_KEY, next);
    pinListeners.forEach((listener) => listener());
  };
  return [pin, remember];
}
