/**
 * The in-page half of the "usable" bench, installed as an init script before the page's own scripts.
 *
 * - shown: on every animation frame it looks for the control; the first frame on which the control is in
 *   the viewport, visible, and what a tap at its centre would hit (not under the start-up overlay or
 *   anything else) is when it is shown. It reports the control's centre to the driver through the
 *   `__benchSeen` binding then and whenever that changes, so the driver taps only where it is. Under the
 *   start-up overlay it reports the place already, marked covered: the binding is a round trip away (up
 *   to a second on a busy machine), and a shopper's finger is ready when the overlay goes. The driver's taps
 *   land on the overlay, which does nothing with them, until the control is shown.
 * - usable: every trusted click on the control and every keydown is time-stamped (event.timeStamp: when
 *   the tap or key was made, not when a busy main thread got to it). For a click target, a MutationObserver
 *   notes the first moment the effect is in the DOM, with the stamp of the click being dispatched then: the
 *   tap that worked.
 *   For a typing target, the driver reads the field's value and the key stamps at the end; the probe notes
 *   when the field first took the focus.
 * - A tap may be a form the server answers with another page (decision 035): the probe keeps its state in
 *   sessionStorage, so the page the shopper is sent to carries on with it, every time counted from the
 *   first page's navigation start. The effect is then in the new page as it arrives, and the tap that
 *   worked is the one made before it.
 */
export interface ControlSpec {
  /** A CSS selector for the control, narrowed to the one whose text is `text`. */
  selector?: string;
  text?: string;
  /** Or: the form field labelled `label`. */
  label?: string;
  /** A click target: its effect is an element matching `effect` whose text matches `effectText`. */
  effect?: string;
  effectText?: string;
}

export interface ProbeState {
  shownAt: number | null;
  overlayUntil: number | null;
  clicks: number[];
  keys: number[];
  effectAt: number | null;
  /** The stamp of the click that produced the effect (or sent its form), and how many clicks came before it. */
  workingTapAt: number | null;
  /** A tap has sent the control's form; later taps are not the shopper's. */
  sent: boolean;
  ignoredTaps: number;
  value: string | null;
  /** A typing target: when the field first took the focus (a phone's keyboard opens then). */
  focusedAt: number | null;
  lastLongTaskEnd: number;
}

/**
 * Where to tap; `focused`: the control has the focus (a field then takes letters without a tap); `covered`:
 * the start-up overlay is still over it.
 */
export interface SeenPoint {
  x: number;
  y: number;
  focused: boolean;
  covered: boolean;
}

declare global {
  interface Window {
    __bench: ProbeState;
    /** The control's centre while a tap there would hit it, null while it would not. */
    __benchSeen?: (point: SeenPoint | null) => void;
    /** Now, counted as the probe's times are (from the first page's navigation start). */
    __benchNow: () => number;
    /** The control's form was sent, or its effect is in the page: the driver stops tapping. */
    __benchDone?: () => void;
  }
}

export function probe(spec: ControlSpec): void {
  const KEY = '__bench';
  const kept = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as { origin: number; state: ProbeState } | null;
  /** Times count from the first page's navigation start, across the pages a form leads to. */
  const origin = kept?.origin ?? performance.timeOrigin;
  const since = (stamp: number) => performance.timeOrigin + stamp - origin;
  const state: ProbeState = kept?.state ?? {
    shownAt: null,
    overlayUntil: null,
    clicks: [],
    keys: [],
    effectAt: null,
    workingTapAt: null,
    sent: false,
    ignoredTaps: 0,
    value: null,
    focusedAt: null,
    lastLongTaskEnd: 0,
  };
  const keep = () => sessionStorage.setItem(KEY, JSON.stringify({ origin, state }));
  window.__bench = state;
  window.__benchNow = () => since(performance.now());
  addEventListener(
    'click',
    (event) => {
      if (!event.isTrusted) return;
      if (state.sent || state.effectAt !== null) {
        // The shopper tapped once and waits: a tap the driver sent before it heard of the post or the effect
        // (its binding is a round trip away) would post the form again, or act on what the first tap opened.
        event.preventDefault();
        event.stopImmediatePropagation();
        return;
      }
      // Only a tap that landed on the control counts: the driver's taps are aimed at where the probe last
      // saw it, and one sent just as the page moved is not a tap the page ignored.
      const control = findControl();
      if (!control || !(event.target instanceof Node) || !control.contains(event.target)) return;
      // A tap made on the overlay can reach a busy page after the overlay went, and land on the control: it
      // counts from the moment the control was shown (or from now, if no frame has shown it yet).
      state.clicks.push(Math.max(since(event.timeStamp), state.shownAt ?? since(performance.now())));
      keep();
    },
    true,
  );
  addEventListener('keydown', (event) => event.isTrusted && state.keys.push(since(event.timeStamp)), true);
  addEventListener(
    'focusin',
    (event) => {
      if (state.focusedAt === null && event.target === findControl()) state.focusedAt = since(performance.now());
    },
    true,
  );
  addEventListener('pagehide', keep);
  // A tap that sent its form: the shopper waits for the answer (the app's, or the page the server sends back).
  // The submit comes straight after the click that caused it, so that click is the tap that worked.
  addEventListener(
    'submit',
    () => {
      if (!state.sent) {
        state.sent = true;
        state.workingTapAt = state.clicks.at(-1) ?? null;
        state.ignoredTaps = Math.max(0, state.clicks.length - 1);
        keep();
      }
      window.__benchDone?.();
    },
    true,
  );
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        state.lastLongTaskEnd = Math.max(state.lastLongTaskEnd, since(entry.startTime + entry.duration));
      }
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // No long-task timing: the driver then settles on time alone.
  }

  const findControl = (): HTMLElement | null => {
    if (spec.label) {
      const label = Array.from(document.querySelectorAll('label')).find((l) => l.textContent?.trim() === spec.label);
      return label?.htmlFor ? document.getElementById(label.htmlFor) : null;
    }
    const all = Array.from(document.querySelectorAll<HTMLElement>(spec.selector ?? '*'));
    return all.find((el) => spec.text === undefined || el.textContent?.trim() === spec.text) ?? null;
  };

  const overlayVisible = (): boolean => {
    const overlay = document.querySelector('[data-testid="startup-overlay"]');
    if (!overlay) return false;
    const style = getComputedStyle(overlay);
    return style.display !== 'none' && style.visibility !== 'hidden' && Number(style.opacity) > 0;
  };

  const effectPresent = (): boolean => {
    if (!spec.effect) return false;
    const el = document.querySelector(spec.effect);
    return !!el && (spec.effectText === undefined || new RegExp(spec.effectText).test(el.textContent ?? ''));
  };

  new MutationObserver(() => {
    if (state.effectAt !== null || !effectPresent()) return;
    state.effectAt = since(performance.now());
    if (!state.sent) {
      state.workingTapAt = state.clicks.at(-1) ?? null;
      state.ignoredTaps = Math.max(0, state.clicks.length - 1);
    }
    keep();
    window.__benchDone?.();
  }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });

  let last: SeenPoint | null = null;
  const report = (point: SeenPoint | null) => {
    const same = point?.x === last?.x && point?.y === last?.y;
    if (same && point?.focused === last?.focused && point?.covered === last?.covered) return;
    last = point;
    window.__benchSeen?.(point);
  };
  const frame = () => {
    requestAnimationFrame(frame);
    const now = since(performance.now());
    const overlay = overlayVisible();
    if (overlay) state.overlayUntil = now;
    const control = findControl();
    if (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) state.value = control.value;
    const rect = control?.getBoundingClientRect();
    if (!control || !rect || rect.width === 0 || rect.height === 0) return report(null);
    if (rect.bottom <= 0 || rect.top >= innerHeight) {
      // Below the fold: the shopper scrolls to it (and again if the page jumps back to the top).
      // At once: the site scrolls smoothly, and a control still gliding into place is not where it is shown.
      control.scrollIntoView({ block: 'center', behavior: 'instant' });
      return report(null);
    }
    const x = Math.round(rect.left + rect.width / 2);
    const y = Math.round(rect.top + rect.height / 2);
    if (overlay) return report({ x, y, focused: false, covered: true });
    const hit = document.elementFromPoint(x, y);
    if (!hit || !(control === hit || control.contains(hit))) return report(null);
    if (state.shownAt === null) {
      state.shownAt = now;
      keep();
    }
    report({ x, y, focused: document.activeElement === control, covered: false });
  };
  requestAnimationFrame(frame);
}
