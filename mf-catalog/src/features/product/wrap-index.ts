/** An index moved past either end continues from the other end; 0 when there is nothing to show. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}
