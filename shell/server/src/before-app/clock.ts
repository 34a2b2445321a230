/**
 * Right after the start-up overlay, in every document: its 1.5 s count from navigation start, on the
 * document's timeline (which starts there): an animation that hides it, started at 1500 ms on that timeline,
 * so a page that arrives late is never covered after the 1.5 s. Without the Web Animations API the
 * stylesheet's own 1.5 s from first paint is left.
 */
import { OVERLAY_MS } from './constants';

const overlay = document.querySelector('.startup-overlay');
if (overlay && 'animate' in overlay) {
  overlay.animate([{ visibility: 'hidden' }], { fill: 'forwards' }).startTime = OVERLAY_MS;
}
