/** Runs `then` when the browser is idle (within 5 s), or at once where it cannot say so. */
export const whenIdle = (then: () => void): void => {
  if ('requestIdleCallback' in window) requestIdleCallback(then, { timeout: 5000 });
  else setTimeout(then, 1);
};

/**
 * Runs `then` once the page has loaded and the browser is idle: work the page does not show (a beacon's chunk, a
 * face for the pages after it) out of the way of its first paint, its photos and its app's start.
 */
export function afterLoadWhenIdle(then: () => void): void {
  const begin = () => whenIdle(then);
  if (document.readyState === 'complete') begin();
  else window.addEventListener('load', begin, { once: true });
}
