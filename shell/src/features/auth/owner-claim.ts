import { useEffect, useState } from 'react';
import { selectUser, useAppSelector } from '@mitti/shared';
import { getAuthProvider } from './auth-provider';

/**
 * Whether the signed-in account's ID token carries the `admin` claim (decision 024). Read from the token
 * the provider already holds; the API checks the same claim on every owner call, so this only decides
 * whether the owner's remote is worth loading.
 */
export async function hasAdminClaim(): Promise<boolean> {
  const token = await getAuthProvider().getIdToken(false);
  const payload = token?.split('.')[1];
  if (!payload) return false;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    return (JSON.parse(json) as { admin?: unknown }).admin === true;
  } catch {
    return false;
  }
}

/**
 * Whether the signed-in account is the shop's owner, read from its token once `active` (the admin pages at
 * once; the navbar only when its menu opens, so no page pays for the read up front): null until known.
 */
export function useOwnerClaim(active = true): boolean | null {
  const uid = useAppSelector(selectUser)?.uid ?? null;
  const [claim, setClaim] = useState<{ uid: string; admin: boolean } | null>(null);
  const known = claim && claim.uid === uid;
  useEffect(() => {
    if (!active || !uid || known) return;
    let current = true;
    void hasAdminClaim().then((admin) => current && setClaim({ uid, admin }));
    return () => {
      current = false;
    };
  }, [active, uid, known]);
  return known ? claim.admin : null;
}
