import { expect, type Browser, type CDPSession } from '@playwright/test';
import { setTimeout as sleep } from 'node:timers/promises';
import { phonePage, type Conditions } from './throttling';
import { probe, type ControlSpec, type ProbeState, type SeenPoint } from './usable-probe';

/** Times in ms from the first page's navigation start; NaN when it never happened. */
export interface UsableRun {
  shown: number;
  /** The tap (or key) that worked: when the shopper made it. */
  usable: number;
  /** When its effect was in the page (a tap made before the app was ready can be answered later). */
  answered: number;
  ignoredTaps: number;
  overlayUntil: number;
}

export interface Target {
  name: string;
  path: string;
  control: ControlSpec;
  /** A form field: each tap is followed by one typed letter; it works when the letter stays in the field. */
  typing?: boolean;
}

const TAP_EVERY_MS = 50;
/**
 * A field is tapped again only after this long: a second tap within Chromium's double-tap time (300 ms) is
 * a double tap, which selects the word typed so far, and the next letter then replaces it.
 */
const FIELD_TAP_AGAIN_MS = 400;
// Every letter typed differs from the 61 before it, so the ones that stayed in the field say which keys they were.
const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

// Node's own __name helper (tsx keeps function names) does not exist in the page: the probe gets a no-op.
const probeScript = (control: ControlSpec) =>
  `(() => { const __name = (f) => f; (${probe.toString()})(${JSON.stringify(control)}); })();`;

/**
 * Fire and forget, stamped with the moment it is sent: the page sees a tap made while it was busy with the
 * time the finger made it. Letters go only while the field has the focus (a phone's keyboard shows only
 * then); a field that has the focus is not tapped again (taps 50 ms apart are a double or triple tap: they
 * select the text).
 */
function send(cdp: CDPSession, point: SeenPoint, letter: string | undefined, typing: boolean): void {
  const ignore = () => undefined;
  const timestamp = Date.now() / 1000;
  if (letter) {
    void cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', key: letter, text: letter, timestamp }).catch(ignore);
    void cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', key: letter, timestamp }).catch(ignore);
  }
  if (typing && point.focused) return;
  const touch = { x: point.x, y: point.y };
  void cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [touch], timestamp }).catch(ignore);
  void cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [], timestamp }).catch(ignore);
}

/**
 * The first key whose letter is still in the field at the end: each letter of the value is matched, from
 * the last, with the latest key that typed it before the next letter's key. When every letter stayed, the
 * field took typing from the moment the tap gave it the focus (a phone's keyboard opens then): the first
 * letter reached it a round trip of the driver's later (the probe's next frame, its binding, the key sent).
 * That letter's moment is `answered`. When a letter was lost, the first one that stayed is `usable` too.
 */
function typedResult(state: ProbeState, typed: string): Pick<UsableRun, 'usable' | 'answered' | 'ignoredTaps'> {
  const value = state.value ?? '';
  let index = -1;
  for (let i = value.length - 1, before = typed.length; i >= 0; i -= 1, before = index) {
    index = before > 0 ? typed.lastIndexOf(value[i]!, before - 1) : -1;
    if (index < 0) break;
  }
  if (!value || index < 0) return { usable: Number.NaN, answered: Number.NaN, ignoredTaps: state.keys.length };
  const at = state.keys[index] ?? Number.NaN;
  const usable = index === 0 && state.focusedAt !== null ? state.focusedAt : at;
  return { usable, answered: at, ignoredTaps: index };
}

/**
 * One shopper: a fresh browser context (empty cache, new session, so the start-up overlay shows), the
 * conditions applied before navigating, then a tap on the control's place every 50 ms from the frame it is
 * laid out (on the start-up overlay while that covers it: those taps do nothing, and are not counted) until
 * one works (or until one posts its form: the page the server sends back is waited for, then, without
 * tapping again). A typing target settles first: the letters must still be there once the page has been
 * free of long tasks for a second (a value the app wipes when it starts did not count).
 */
export async function measureOnce(
  browser: Browser,
  url: string,
  target: Target,
  conditions: Conditions,
  timeoutMs: number,
): Promise<UsableRun> {
  const { context, page, cdp } = await phonePage(browser, conditions);
  try {
    let point: SeenPoint | null = null;
    let typed = '';
    let taps: NodeJS.Timeout | undefined;
    let lastTap = Number.NEGATIVE_INFINITY;
    // A tap that sent its form (to the app, or to the server before the app ran) or had its effect: the
    // shopper waits for the answer without tapping again, as a second post would replace the first one's page.
    let done = false;
    await page.exposeFunction('__benchDone', () => {
      done = true;
    });
    const tick = () => {
      if (!point || done) return;
      // A phone's keyboard opens once the field has the focus: the shopper types only then.
      const letter = target.typing && taps && point.focused ? LETTERS[typed.length % LETTERS.length] : undefined;
      if (letter) typed += letter;
      // A field the driver has just tapped, and that has not reported the focus yet, is left to take it.
      const waiting = target.typing && !letter && Date.now() - lastTap < FIELD_TAP_AGAIN_MS;
      if (waiting) return;
      if (!letter) lastTap = Date.now();
      send(cdp, point, letter, target.typing === true);
    };
    await page.exposeFunction('__benchSeen', (seen: SeenPoint | null) => {
      const uncovered = point?.covered === true && seen?.covered === false;
      point = seen;
      if (uncovered) {
        // The overlay went: the field is tapped at once, not a double-tap time after a tap on the overlay.
        lastTap = Number.NEGATIVE_INFINITY;
        tick();
      }
      if (taps || !point) return;
      tick(); // the first tap the moment the place is known, then one every 50 ms while it is there
      taps = setInterval(tick, TAP_EVERY_MS);
    });
    await page.addInitScript({ content: probeScript(target.control) });
    const started = Date.now();
    const navigation = page.goto(url, { waitUntil: 'commit', timeout: timeoutMs }).catch((error: Error) => error);
    let state: ProbeState | null = null;
    try {
      const loaded = await navigation;
      if (loaded instanceof Error) throw loaded;
      while (Date.now() - started < timeoutMs) {
        await sleep(100);
        const seen = await page
          .evaluate(() => ({ state: window.__bench, now: window.__benchNow(), ready: document.readyState }))
          .catch(() => null);
        state = seen?.state ?? null;
        if (!seen || !state) continue;
        if (!target.typing && state.effectAt !== null) break;
        const quiet = state.lastLongTaskEnd < seen.now - 1000 && seen.ready === 'complete';
        if (target.typing && state.value && quiet) break;
      }
    } finally {
      clearInterval(taps);
    }
    if (target.typing) {
      // Let the last letters sent reach the page before reading what stayed.
      for (let i = 0; i < 50 && (state?.keys.length ?? 0) < typed.length; i += 1) {
        await sleep(100);
        state = await page.evaluate(() => window.__bench);
      }
      await sleep(300);
      state = await page.evaluate(() => window.__bench);
    }
    if (!state) throw new Error(`${url}: the probe never reported`);
    const common = { shown: state.shownAt ?? Number.NaN, overlayUntil: state.overlayUntil ?? 0 };
    if (target.typing) return { ...common, ...typedResult(state, typed) };
    return {
      ...common,
      usable: state.workingTapAt ?? Number.NaN,
      answered: state.effectAt ?? Number.NaN,
      ignoredTaps: state.workingTapAt === null ? state.clicks.length : state.ignoredTaps,
    };
  } finally {
    await context.close();
  }
}

/**
 * The same action with JavaScript off, as a shopper whose scripts never came: from navigation start to the
 * action done (the effect in the page the server sends back, the panel open, a typed letter in the field).
 * Timed by the driver (no script runs in the page); a fresh browser context each time.
 */
export async function measureWithoutJavaScript(
  browser: Browser,
  url: string,
  target: Target,
  conditions: Conditions,
  timeoutMs: number,
): Promise<number> {
  const { context, page } = await phonePage(browser, conditions, { javaScriptEnabled: false });
  try {
    const { control } = target;
    const started = Date.now();
    await page.goto(url, { waitUntil: 'commit', timeout: timeoutMs });
    const element = control.label
      ? page.getByLabel(control.label, { exact: true })
      : page
          .locator(control.selector ?? '*')
          .filter({ hasText: control.text ?? '' })
          .first();
    if (target.typing) {
      await element.pressSequentially('a', { timeout: timeoutMs });
      await expect(element).toHaveValue('a', { timeout: timeoutMs });
    } else {
      await element.click({ timeout: timeoutMs });
      const effect = page.locator(control.effect ?? '*');
      await expect(
        control.effectText ? effect.filter({ hasText: new RegExp(control.effectText) }) : effect,
      ).toBeVisible({ timeout: timeoutMs });
    }
    return Date.now() - started;
  } finally {
    await context.close();
  }
}
