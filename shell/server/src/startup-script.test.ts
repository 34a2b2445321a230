/** @jest-environment node */
import { createHash } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import {
  CLOCK_SCRIPT,
  GREETING_SCRIPT,
  STARTUP_SCRIPT_SOURCES,
  clockScriptTag,
  greetingScriptTag,
} from './startup-script';

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

/** The greeting script, run at `now` ms after navigation start. */
const greet = (page: object, protocol: string, now: number) =>
  run(GREETING_SCRIPT, { document: page, location: { protocol }, performance: { now: () => now } });

describe("the start-up overlay's scripts", () => {
  it("are allowed by their hashes, the CSP's way of allowing exactly these inline scripts", () => {
    const hash = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
    expect(STARTUP_SCRIPT_SOURCES).toEqual([hash(GREETING_SCRIPT), hash(CLOCK_SCRIPT)]);
    expect(greetingScriptTag()).toBe(`<script>${GREETING_SCRIPT}</script>`);
    expect(clockScriptTag()).toBe(`<script>${CLOCK_SCRIPT}</script>`);
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
