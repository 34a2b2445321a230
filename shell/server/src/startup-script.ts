import { createHash } from 'node:crypto';
import { SHOP_COOKIES } from '@mitti/shared/session';

/**
 * The start-up overlay (SPEC: it shows for 1.5 s at start-up), run by two inline scripts before the app's
 * own, so neither waits for them; each allowed by its hash in the document's CSP (site-config.ts).
 */

/**
 * In the head: greets a browser session once (a session cookie); on every later page the overlay is hidden
 * before it is drawn (`welcomed`), so the document itself is the same for every visitor.
 */
export const GREETING_SCRIPT =
  `(function(d){if(d.cookie.split('; ').indexOf('${SHOP_COOKIES.welcomed}=1')>=0)d.documentElement.className+=' welcomed';` +
  `d.cookie='${SHOP_COOKIES.welcomed}=1;path=/;samesite=lax'+(location.protocol=='https:'?';secure':'')})(document)`;

/**
 * Right after the overlay: its 1.5 s count from navigation start, on the document's timeline (which starts
 * there): an animation that hides it, started at 1500 ms on that timeline, so a page that arrives late is
 * never covered after the 1.5 s. Without the Web Animations API the stylesheet's own 1.5 s from first paint
 * is left.
 */
export const CLOCK_SCRIPT =
  `(function(o){if(o&&o.animate)o.animate([{visibility:'hidden'}],{fill:'forwards'}).startTime=1500})` +
  `(document.querySelector('.startup-overlay'))`;

const sourceOf = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/** The scripts' CSP sources. */
export const STARTUP_SCRIPT_SOURCES = [sourceOf(GREETING_SCRIPT), sourceOf(CLOCK_SCRIPT)];

export const greetingScriptTag = (): string => `<script>${GREETING_SCRIPT}</script>`;
export const clockScriptTag = (): string => `<script>${CLOCK_SCRIPT}</script>`;
