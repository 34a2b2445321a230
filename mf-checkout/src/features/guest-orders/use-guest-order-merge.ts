import { useEffect } from 'react';
import { mergeGuestOrders, selectUser, useAppSelector } from '@mitti/shared';

/**
 * Merges this browser's guest orders into the signed-in account. The shell does this after sign-in; the
 * cart and checkout pages do it too, so it happens even if the shell's call was missed. The merge itself
 * tells the shopper which orders were placed (once, however many callers).
 */
export function useGuestOrderMerge(): void {
  const user = useAppSelector(selectUser);
  useEffect(() => {
    if (!user) return;
    mergeGuestOrders(user).catch(() => undefined);
  }, [user]);
}
