/**
 * In the head of every document: greets a browser session once (a session cookie); on every later page the
 * start-up overlay is hidden before it is drawn (`welcomed`), so the document itself is the same for every
 * visitor. It also gives the stylesheet the time left of the 1.5 s (`--startup-left`), so a page whose body
 * comes late is never drawn covered, even in a frame the browser paints between the overlay and the clock
 * script after it. A browser that has the Hindi pages' face gets its mark here too (decision 121), so a Hindi page
 * is set in that face from its first paint.
 */
import { DEVANAGARI_FACE } from '@mitti/shared/devanagari-face';
import { SHOP_COOKIES } from '@mitti/shared/session';
import { OVERLAY_MS } from './constants';

const root = document.documentElement;
if (document.cookie.split('; ').indexOf(`${SHOP_COOKIES.welcomed}=1`) >= 0) root.className += ' welcomed';
root.style.setProperty('--startup-left', `${Math.max(0, OVERLAY_MS - performance.now())}ms`);
document.cookie = `${SHOP_COOKIES.welcomed}=1;path=/;samesite=lax${location.protocol == 'https:' ? ';secure' : ''}`;
try {
  if (localStorage.getItem(DEVANAGARI_FACE.storageKey)) root.className += ` ${DEVANAGARI_FACE.className}`;
} catch {
  // No storage (refused by the browser's settings): the system's Devanagari, as on a first visit.
}
