/** @jest-environment node */
import { createHash } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { DEVANAGARI_FACE } from '@mitti/shared/devanagari-face';
import { LEAVING_ATTRIBUTE } from '@mitti/shared/page-leaving';
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

/** Runs the start script at `now` ms after navigation start over `images`; timers and frames run when told. */
function startPage(images: ReturnType<typeof image>[], now = 300) {
  const appended: unknown[] = [];
  const timers: { ms: number; run: () => void }[] = [];
  const frames: (() => void)[] = [];
  const listeners = new Map<string, (event: object) => void>();
  const attributes = new Set<string>();
  // The template's elements: main.js and its preloads.
  const content = { childNodes: ['manifest', 'main.js', 'boot.js'] };
  run(START_SCRIPT, {
    addEventListener: (type: string, listener: (event: object) => void) => listeners.set(type, listener),
    document: {
      documentElement: {
        setAttribute: (name: string) => attributes.add(name),
        removeAttribute: (name: string) => attributes.delete(name),
      },
      head: { appendChild: (node: unknown) => appended.push(node) },
      getElementById: (id: string) => (id === HELD_APP_ID ? { content } : null),
      importNode: (node: typeof content, deep: boolean) =>
        deep ? { childNodes: node.childNodes.map((child) => `copy of ${child}`) } : null,
      querySelectorAll: (selector: string) =>
        selector === 'img[fetchpriority=high]:not([loading=lazy])' ? images : [],
    },
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
  /** The frames asked for. */
  const frame = () => frames.splice(0).forEach((callback) => callback());
  /** Runs what the browser would next: the frames asked for, then the tasks due at once, one by one. */
  const paint = () => {
    frame();
    while (task());
  };
  const deadline = () => timers.find((timer) => timer.ms > 0);
  /** What the window is told: a form's submit (prevented by the app or not), a page shown again. */
  const dispatch = (type: 'submit' | 'pageshow', event: object) => listeners.get(type)?.(event);
  return { appended, frame, task, paint, deadline, dispatch, attributes, started: () => appended.length > 0 };
}

describe("a server-rendered page's app start", () => {
  it('waits for the first photos on screen to load and be painted, then starts the app once', () => {
    const first = image(false);
    const second = image(false, 500);
    const below = image(false, 2000);
    const page = startPage([first, second, below, image(true)]);
    page.paint();
    expect(page.started()).toBe(false);
    first.fire('load');
    page.paint();
    expect(page.started()).toBe(false);
    second.fire('error');
    expect(page.started()).toBe(false);
    page.paint();
    expect(page.appended).toEqual(['copy of manifest', 'copy of main.js', 'copy of boot.js']);
    // The deadline after that starts nothing twice.
    page.deadline()!.run();
    below.fire('load');
    page.paint();
    expect(page.appended).toHaveLength(3);
  });

  it('puts in the held elements one task each, in their order', () => {
    const page = startPage([]);
    page.frame();
    expect(page.task()).toBe(true);
    expect(page.appended).toEqual(['copy of manifest']);
    expect(page.task()).toBe(true);
    expect(page.appended).toEqual(['copy of manifest', 'copy of main.js']);
    expect(page.task()).toBe(true);
    expect(page.appended).toEqual(['copy of manifest', 'copy of main.js', 'copy of boot.js']);
    page.paint();
    expect(page.appended).toHaveLength(3);
  });

  it('starts after the first paint when the photos are already there, or the page has none', () => {
    for (const images of [[image(true)], [], [image(false, 900)]]) {
      const page = startPage(images);
      expect(page.started()).toBe(false);
      page.paint();
      expect(page.started()).toBe(true);
    }
  });

  it('marks the page a form the app did not take has left, until the page is shown again from the back-forward cache', () => {
    const page = startPage([]);
    page.dispatch('submit', { defaultPrevented: true });
    expect([...page.attributes]).toEqual([]);
    page.dispatch('submit', { defaultPrevented: false });
    expect([...page.attributes]).toEqual([LEAVING_ATTRIBUTE]);
    page.dispatch('pageshow', { persisted: false });
    expect([...page.attributes]).toEqual([LEAVING_ATTRIBUTE]);
    page.dispatch('pageshow', { persisted: true });
    expect([...page.attributes]).toEqual([]);
    // The app still starts: a page whose form was stopped before its answer came keeps its app.
    page.paint();
    expect(page.started()).toBe(true);
  });

  it('does not wait more than 3 s from navigation start for a photo that never comes', () => {
    const page = startPage([image(false)], 400);
    page.paint();
    expect(page.deadline()!.ms).toBe(2600);
    page.deadline()!.run();
    expect(page.started()).toBe(true);
    // A page whose script runs after the 3 s starts at its first paint.
    const late = startPage([image(false)], 5000);
    expect(late.deadline()).toBeUndefined();
    late.paint();
    expect(late.started()).toBe(true);
  });
});
