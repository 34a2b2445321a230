import { useEffect } from 'react';
import { mergeGuestOrders, notify, selectUser, useAppSelector } from '@mitti/shared';

/**
 * Merges this browser's guest orders into the signed-in account. The shell does this after sign-in; the
 * cart and checkout pages do it too, so it happens even if the shell's call was missed.
 */
export function useGuestOrderMerge(): void {
  const user = useAppSelector(selectUser);
  useEffect(() => {
    if (!user) return;
    let active = true;
    mergeGuestOrders(user)
      .then(({ merged, rejected }) => {
        if (!active) return;
        if (merged.length) notify.success(`${merged.length} guest order(s) added to your account`);
        for (const { message } of rejected) notify.error(`A guest order could not be added: ${message}`);
      })
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [user]);
}
