import { DEVANAGARI_FACE } from '@mitti/shared/devanagari-face';
import { afterLoadWhenIdle } from '../lib/tasks/after-load';

/** A Devanagari letter: the faces' `unicode-range` holds it, so loading it fetches them. */
const SAMPLE = 'क';

/**
 * On a Hindi page of a browser that does not have the shop's Devanagari face yet (decision 121): once the page has
 * loaded and the browser is idle, both weights are fetched into the browser's cache, out of the way of the page's
 * first paint and its photos, and `localStorage` remembers it for the greeting script of every later document. This
 * page keeps the system's Devanagari: a face swapped in under the shopper's eyes would move the text.
 */
export function fetchDevanagariFace(): void {
  if (document.documentElement.classList.contains(DEVANAGARI_FACE.className)) return;
  const fetchFaces = () => {
    const loads = ['1em', 'bold 1em'].map((font) => document.fonts.load(`${font} "${DEVANAGARI_FACE.family}"`, SAMPLE));
    Promise.all(loads)
      .then((faces) => {
        if (faces.every((loaded) => loaded.length > 0)) localStorage.setItem(DEVANAGARI_FACE.storageKey, '1');
      })
      // Not fetched (offline, storage refused): the next Hindi page tries again.
      .catch(() => undefined);
  };
  afterLoadWhenIdle(fetchFaces);
}
