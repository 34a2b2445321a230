import { createHash } from 'node:crypto';
import { SHOP_COOKIES } from '@mitti/shared/session';

/**
 * The start-up overlay's clock, in a few bytes of inline script at the top of every document (SPEC: the
 * overlay shows for 1.5 s at start-up): it counts from navigation start (`performance.now()` is the time
 * since then), so a page that arrives late is never covered after the 1.5 s; and it greets a browser
 * session once (a session cookie), hiding the overlay at once on every later page. Before the app's
 * scripts, so neither waits for them. Allowed by its hash in the document's CSP (site-config.ts).
 */
export const STARTUP_SCRIPT =
  `(function(d){var h=d.documentElement;` +
  `if(d.cookie.split('; ').indexOf('${SHOP_COOKIES.welcomed}=1')>=0)h.className+=' welcomed';` +
  `else h.style.setProperty('--startup-left',Math.max(0,1500-performance.now())+'ms');` +
  `d.cookie='${SHOP_COOKIES.welcomed}=1;path=/;samesite=lax'+(location.protocol=='https:'?';secure':'')})(document)`;

/** The script's CSP source. */
export const STARTUP_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(STARTUP_SCRIPT).digest('base64')}'`;

export const startupScriptTag = (): string => `<script>${STARTUP_SCRIPT}</script>`;
