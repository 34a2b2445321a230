/**
 * Test helper: puts a stand-in on the global object for a browser API (fetch, matchMedia, IntersectionObserver),
 * whether jsdom has it or not, and puts everything back with `unstubAllGlobals()` (an afterEach).
 * Jest's own replaceProperty refuses properties jsdom does not have, such as matchMedia.
 */
const originals = new Map<PropertyKey, PropertyDescriptor | undefined>();

export function stubGlobal(name: string, value: unknown): void {
  if (!originals.has(name)) originals.set(name, Object.getOwnPropertyDescriptor(globalThis, name));
  Object.defineProperty(globalThis, name, { value, writable: true, configurable: true, enumerable: true });
}

export function unstubAllGlobals(): void {
  for (const [name, original] of originals) {
    if (original) Object.defineProperty(globalThis, name, original);
    else delete (globalThis as Record<PropertyKey, unknown>)[name];
  }
  originals.clear();
}
