/**
 * Calls `then` once the page's first photos (the eager, high-priority images on screen) have loaded or failed and
 * the next frame has been painted, or at HELD_APP_MAX_MS from navigation start, whichever comes first (decision
 * 053): the photos have the line to themselves.
 */
import { HELD_APP_MAX_MS } from './constants';

export function afterFirstPhotos(then: () => void): void {
  let called = 0;
  const once = () => {
    if (!called++) then();
  };
  let waiting = 0;
  const painted = () => requestAnimationFrame(() => setTimeout(once));
  const settled = () => {
    if (--waiting <= 0) painted();
  };
  for (const image of Array.from(
    document.querySelectorAll<HTMLImageElement>('img[fetchpriority=high]:not([loading=lazy])'),
  )) {
    if (image.complete || image.getBoundingClientRect().top >= innerHeight) continue;
    waiting++;
    image.addEventListener('load', settled);
    image.addEventListener('error', settled);
  }
  if (!waiting) painted();
  setTimeout(once, Math.max(0, HELD_APP_MAX_MS - performance.now()));
}
