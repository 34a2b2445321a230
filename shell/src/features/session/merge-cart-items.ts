import type { CartItem } from '@mitti/shared';

/**
 * The account's cart with a guest's cart folded in: a product already in the account gets the guest's
 * quantity added, new products are appended, so no line is duplicated.
 */
export function mergeCartItems(account: readonly CartItem[], guest: readonly CartItem[]): CartItem[] {
  const merged = account.map((item) => ({ ...item }));
  for (const item of guest) {
    const line = merged.find((existing) => existing.id === item.id);
    if (line) line.quantity += item.quantity;
    else merged.push({ ...item });
  }
  return merged;
}
