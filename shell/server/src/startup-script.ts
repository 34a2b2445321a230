import { createHash } from 'node:crypto';
import { SHOP_COOKIES } from '@mitti/shared/session';

/**
 * The start-up overlay (SPEC: it shows for 1.5 s at start-up), run by two inline scripts before the app's
 * own, so neither waits for them; each allowed by its hash in the document's CSP (site-config.ts).
 */

/** The overlay's time from navigation start (SPEC: it shows for 1.5 s at start-up), in both scripts. */
const OVERLAY_MS = 1500;

/**
 * In the head: greets a browser session once (a session cookie); on every later page the overlay is hidden
 * before it is drawn (`welcomed`), so the document itself is the same for every visitor. It also gives the
 * stylesheet the time left of the 1.5 s (`--startup-left`), so a page whose body comes late is never drawn
 * covered, even in a frame the browser paints between the overlay and the clock script after it.
 */
export const GREETING_SCRIPT =
  `(function(d,e){if(d.cookie.split('; ').indexOf('${SHOP_COOKIES.welcomed}=1')>=0)e.className+=' welcomed';` +
  `e.style.setProperty('--startup-left',Math.max(0,${OVERLAY_MS}-performance.now())+'ms');` +
  `d.cookie='${SHOP_COOKIES.welcomed}=1;path=/;samesite=lax'+(location.protocol=='https:'?';secure':'')})` +
  `(document,document.documentElement)`;

/**
 * Right after the overlay: its 1.5 s count from navigation start, on the document's timeline (which starts
 * there): an animation that hides it, started at 1500 ms on that timeline, so a page that arrives late is
 * never covered after the 1.5 s. Without the Web Animations API the stylesheet's own 1.5 s from first paint
 * is left.
 */
export const CLOCK_SCRIPT =
  `(function(o){if(o&&o.animate)o.animate([{visibility:'hidden'}],{fill:'forwards'}).startTime=${OVERLAY_MS}})` +
  `(document.querySelector('.startup-overlay'))`;

const sourceOf = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/** The scripts' CSP sources. */
export const STARTUP_SCRIPT_SOURCES = [sourceOf(GREETING_SCRIPT), sourceOf(CLOCK_SCRIPT)];

export const greetingScriptTag = (): string => `<script>${GREETING_SCRIPT}</script>`;
export const clockScriptTag = (): string => `<script>${CLOCK_SCRIPT}</script>`;
