/** A value made by `make` the first time it is asked for, then the same one every time. */
export function createdOnFirstUse<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}
