/** @jest-environment node */
import { createHash } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { DEVANAGARI_FACE } from '@mitti/shared/devanagari-face';
import { LEAVING_ATTRIBUTE } from '@mitti/shared/page-leaving';
import { NO_SESSION_CLASS, SIGNS_OF_USE } from './constants';
import { BEFORE_APP, BEFORE_APP_SOURCES, HELD_APP_ID, beforeAppParts, scriptTag } from './index';

// The scripts as they are built (build.ts), the text the documents carry.
const GREETING_SCRIPT = BEFORE_APP.greeting.source;
const CLOCK_SCRIPT = BEFORE_APP.clock.source;
const START_SCRIPT = BEFORE_APP.start.source;
const STEPPER_SCRIPT = BEFORE_APP.stepper.source;

const run = (script: string, globals: Record<string, unknown>) =>
  new Function(...Object.keys(globals), script)(...Object.values(globals));

/** The parts of a document the greeting script touches, with the custom properties it sets. */
function documentStub() {
  const style = new Map<string, string>();
  const page = {
    documentElement: { className: '', style: { setProperty: (name: string, value: string) => style.set(name, value) } },
    cookie: '',
  };
  return { page, style };
}

/** The greeting script, run at `now` ms after navigation start, with the browser's `localStorage` holding `stored`. */
const greet = (page: object, protocol: string, now: number, stored: Record<string, string> = {}) =>
  run(GREETING_SCRIPT, {
    document: page,
    location: { protocol },
    performance: { now: () => now },
    localStorage: { getItem: (key: string) => stored[key] ?? null },
  });

describe("the start-up overlay's scripts", () => {
  it("are allowed by their hashes, the CSP's way of allowing exactly these inline scripts", () => {
    const hash = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
    expect(BEFORE_APP_SOURCES).toEqual([
      hash(GREETING_SCRIPT),
      hash(CLOCK_SCRIPT),
      hash(START_SCRIPT),
      hash(STEPPER_SCRIPT),
    ]);
    expect(scriptTag('stepper')).toBe(`<script>${STEPPER_SCRIPT}</script>`);
    expect(scriptTag('greeting')).toBe(`<script>${GREETING_SCRIPT}</script>`);
    expect(scriptTag('clock')).toBe(`<script>${CLOCK_SCRIPT}</script>`);
    expect(beforeAppParts({ root: '<p>', held: '<script src=/main.js></script>' }).end).toBe(
      `<template id="${HELD_APP_ID}"><script src=/main.js></script></template><script>${START_SCRIPT}</script>`,
    );
  });

  it('greet a browser session once: every later page hides the overlay before it is drawn', () => {
    const { page } = documentStub();
    greet(page, 'http:', 400);
    expect(page.documentElement.className).toBe('');
    expect(page.cookie).toBe('mitti_welcomed=1;path=/;samesite=lax');
    page.cookie = 'theme=dark; mitti_welcomed=1';
    greet(page, 'https:', 400);
    expect(page.documentElement.className).toBe(' welcomed');
    expect(page.cookie).toBe('mitti_welcomed=1;path=/;samesite=lax;secure');
  });

  it("mark a browser that has the Hindi pages' face, so a Hindi page is set in it from its first paint (decision 121)", () => {
    const { page } = documentStub();
    greet(page, 'http:', 400);
    expect(page.documentElement.className).toBe('');
    greet(page, 'http:', 400, { [DEVANAGARI_FACE.storageKey]: '1' });
    expect(page.documentElement.className).toBe(' devanagari-face');
    // Storage the browser refuses: the system's face, and the rest of the greeting done.
    const refused = documentStub().page;
    run(GREETING_SCRIPT, {
      document: refused,
      location: { protocol: 'http:' },
      performance: { now: () => 400 },
      localStorage: {
        getItem: () => {
          throw new Error('SecurityError');
        },
      },
    });
    expect(refused.documentElement.className).toBe('');
    expect(refused.cookie).toBe('mitti_welcomed=1;path=/;samesite=lax');
  });

  it("give the stylesheet the overlay's time left, so a page that comes after 1.5 s is never drawn covered", () => {
    const { page, style } = documentStub();
    greet(page, 'http:', 400);
    expect(style.get('--startup-left')).toBe('1100ms');
    greet(page, 'http:', 2000);
    expect(style.get('--startup-left')).toBe('0ms');
  });

  it("count the 1.5 s from navigation start: the hiding starts at 1500 ms on the document's timeline", () => {
    const animation = { startTime: null as number | null };
    const animate = (keyframes: unknown, options: unknown) => {
      expect(keyframes).toEqual([{ visibility: 'hidden' }]);
      expect(options).toEqual({ fill: 'forwards' });
      return animation;
    };
    run(CLOCK_SCRIPT, { document: { querySelector: () => ({ animate }) } });
    expect(animation.startTime).toBe(1500);
    // Without the overlay, or without the Web Animations API, nothing happens.
    expect(() => run(CLOCK_SCRIPT, { document: { querySelector: () => null } })).not.toThrow();
    expect(() => run(CLOCK_SCRIPT, { document: { querySelector: () => ({}) } })).not.toThrow();
  });
});

/** An image as the start script sees it: done or not, on screen or below it, and its listeners. */
function image(complete: boolean, top = 100) {
  const listeners = new Map<string, () => void>();
  return {
    complete,
    getBoundingClientRect: () => ({ top }),
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
    fire: (type: 'load' | 'error') => listeners.get(type)?.(),
  };
}

/** Web storage holding `keys`. */
const storage = (keys: string[] = []) => ({ length: keys.length, key: (i: number) => keys[i] ?? null });

interface Browser {
  /** The keys in localStorage (the SDK's fallback for its session). */
  stored?: string[];
  /** The browser's IndexedDB databases and what the SDK's store holds; null: no `indexedDB.databases()`. */
  databases?: { names: string[]; sessionKeys: string[] } | null;
  images?: ReturnType<typeof image>[];
  /** When the script runs, in ms from navigation start. */
  now?: number;
}

/** An IndexedDB with `names`, the SDK's store in `firebaseLocalStorageDb` holding `sessionKeys`. */
function indexedDbOf({ names, sessionKeys }: { names: string[]; sessionKeys: string[] }) {
  const answer = <T>(result: T) => {
    const request: { result: T; onsuccess?: () => void } = { result };
    setImmediate(() => request.onsuccess?.());
    return request;
  };
  const db = {
    objectStoreNames: { contains: (name: string) => name === 'firebaseLocalStorage' },
    transaction: () => ({ objectStore: () => ({ getAllKeys: () => answer(sessionKeys) }) }),
    close: () => undefined,
  };
  return { databases: () => Promise.resolve(names.map((name) => ({ name }))), open: () => answer(db) };
}

/**
 * Runs the start script in `browser`; the page's timers and frames run when told, and the window hears what the test
 * dispatches. `checked()` waits until the script has asked the browser's storage whether it may hold a session.
 */
function startPage({ stored = [], databases = { names: [], sessionKeys: [] }, images = [], now = 300 }: Browser = {}) {
  const appended: unknown[] = [];
  const timers: { ms: number; run: () => void }[] = [];
  const frames: (() => void)[] = [];
  const listeners = new Map<string, Set<(event: object) => void>>();
  const options = new Map<string, unknown>();
  const attributes = new Set<string>();
  const classes = new Set<string>();
  // The template's elements: main.js and its preloads.
  const content = { childNodes: ['manifest', 'main.js', 'boot.js'] };
  run(START_SCRIPT, {
    addEventListener: (type: string, listener: (event: object) => void, how?: unknown) => {
      if (!listeners.has(type)) listeners.set(type, new Set());
      listeners.get(type)!.add(listener);
      options.set(type, how);
    },
    removeEventListener: (type: string, listener: (event: object) => void) => listeners.get(type)?.delete(listener),
    document: {
      documentElement: {
        setAttribute: (name: string) => attributes.add(name),
        removeAttribute: (name: string) => attributes.delete(name),
        classList: { add: (name: string) => classes.add(name) },
      },
      head: { appendChild: (node: unknown) => appended.push(node) },
      getElementById: (id: string) => (id === HELD_APP_ID ? { content } : null),
      importNode: (node: typeof content, deep: boolean) =>
        deep ? { childNodes: node.childNodes.map((child) => `copy of ${child}`) } : null,
      querySelectorAll: (selector: string) =>
        selector === 'img[fetchpriority=high]:not([loading=lazy])' ? images : [],
    },
    localStorage: storage(stored),
    sessionStorage: storage(),
    indexedDB: databases ? indexedDbOf(databases) : {},
    innerHeight: 800,
    performance: { now: () => now },
    requestAnimationFrame: (frame: () => void) => frames.push(frame),
    setTimeout: (callback: () => void, ms = 0) => timers.push({ ms, run: callback }),
  });
  /** One task: the first timer due at once. */
  const task = () => {
    const due = timers.findIndex((timer) => timer.ms === 0);
    if (due >= 0) timers.splice(due, 1)[0]!.run();
    return due >= 0;
  };
  /** The frames asked for, then every task due at once, one by one. */
  const settle = () => {
    frames.splice(0).forEach((frame) => frame());
    while (task());
  };
  /** The session's check done: its promises and the database's answers (tasks) run out. */
  const checked = async () => {
    for (let i = 0; i < 5; i += 1) {
      await new Promise((resolve) => setImmediate(resolve));
      while (task());
    }
  };
  const deadline = () => timers.find((timer) => timer.ms > 0);
  /** What the window is told: a sign of use, a form's submit (prevented by the app or not), a page shown again. */
  const dispatch = (type: string, event: object = {}) =>
    [...(listeners.get(type) ?? [])].forEach((hear) => hear(event));
  const started = () => appended.length > 0;
  return { appended, task, settle, checked, deadline, dispatch, attributes, classes, options, listeners, started };
}

const SESSION_KEY = 'firebase:authUser:some-key:[DEFAULT]';

describe("a server-rendered page's app start", () => {
  it("waits for the shopper's first sign of use, whatever its kind, then starts the app once", async () => {
    for (const sign of SIGNS_OF_USE) {
      const page = startPage({ images: [image(true)] });
      await page.checked();
      page.settle();
      expect(page.started()).toBe(false);
      page.dispatch(sign);
      page.settle();
      expect(page.appended).toEqual(['copy of manifest', 'copy of main.js', 'copy of boot.js']);
      // The next signs start nothing twice, and the page no longer listens for them.
      for (const again of SIGNS_OF_USE) page.dispatch(again);
      page.settle();
      expect(page.appended).toHaveLength(3);
      expect(SIGNS_OF_USE.every((type) => !page.listeners.get(type)?.size)).toBe(true);
    }
  });

  it('hears the signs on their way down to any element, without holding up a scroll', () => {
    const page = startPage();
    for (const sign of SIGNS_OF_USE) expect(page.options.get(sign)).toEqual({ capture: true, passive: true });
  });

  it('puts in the held elements one task each, in their order, the first as the sign is heard', () => {
    const page = startPage();
    page.dispatch('touchstart');
    expect(page.appended).toEqual(['copy of manifest']);
    expect(page.task()).toBe(true);
    expect(page.appended).toEqual(['copy of manifest', 'copy of main.js']);
    expect(page.task()).toBe(true);
    expect(page.appended).toEqual(['copy of manifest', 'copy of main.js', 'copy of boot.js']);
    page.settle();
    expect(page.appended).toHaveLength(3);
  });

  it("starts by itself in a browser that may hold a shopper's session, once the first photos are painted", async () => {
    const browsers: Browser[] = [
      { stored: [SESSION_KEY] },
      { databases: { names: ['firebaseLocalStorageDb'], sessionKeys: [SESSION_KEY] } },
      // No way to tell: as if it did.
      { databases: null },
    ];
    for (const browser of browsers) {
      const first = image(false);
      const below = image(false, 2000);
      const page = startPage({ ...browser, images: [first, below, image(true)] });
      await page.checked();
      page.settle();
      expect(page.started()).toBe(false);
      // Signed in, perhaps: the navbar's Sign In waits for the app's check.
      expect([...page.classes]).toEqual([]);
      first.fire('error');
      expect(page.started()).toBe(false);
      page.settle();
      expect(page.appended).toEqual(['copy of manifest', 'copy of main.js', 'copy of boot.js']);
      // Neither the deadline nor a sign of use starts it twice.
      page.deadline()!.run();
      page.dispatch('scroll');
      page.settle();
      expect(page.appended).toHaveLength(3);
    }
  });

  it('does not start by itself where the SDK keeps no session, whatever else the browser stores, and shows Sign In', async () => {
    const browsers: Browser[] = [
      { stored: ['mitti:devanagari-face', 'firebase:other:thing'] },
      { databases: { names: ['firebaseLocalStorageDb'], sessionKeys: [] } },
      { databases: { names: ['another-db'], sessionKeys: [SESSION_KEY] } },
    ];
    for (const browser of browsers) {
      const page = startPage({ ...browser, images: [image(true)] });
      await page.checked();
      page.settle();
      expect(page.deadline()).toBeUndefined();
      expect(page.started()).toBe(false);
      expect([...page.classes]).toEqual([NO_SESSION_CLASS]);
    }
  });

  it('does not wait more than 3 s from navigation start for a photo that never comes, when it starts by itself', async () => {
    const page = startPage({ stored: [SESSION_KEY], images: [image(false)], now: 400 });
    await page.checked();
    page.settle();
    expect(page.deadline()!.ms).toBe(2600);
    page.deadline()!.run();
    expect(page.started()).toBe(true);
  });

  it('marks the page a form the app did not take has left, until the page is shown again from the back-forward cache', () => {
    const page = startPage();
    page.dispatch('submit', { defaultPrevented: true });
    expect([...page.attributes]).toEqual([]);
    page.dispatch('submit', { defaultPrevented: false });
    expect([...page.attributes]).toEqual([LEAVING_ATTRIBUTE]);
    page.dispatch('pageshow', { persisted: false });
    expect([...page.attributes]).toEqual([LEAVING_ATTRIBUTE]);
    page.dispatch('pageshow', { persisted: true });
    expect([...page.attributes]).toEqual([]);
    // The app still starts at the next sign of use: a page whose form was stopped before its answer came keeps it.
    page.dispatch('pointerdown');
    page.settle();
    expect(page.started()).toBe(true);
  });
});
