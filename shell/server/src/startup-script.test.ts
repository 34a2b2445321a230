/** @jest-environment node */
import { createHash } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { STARTUP_SCRIPT, STARTUP_SCRIPT_SOURCE, startupScriptTag } from './startup-script';

describe("the start-up overlay's script", () => {
  it("is allowed by its hash, the CSP's way of allowing exactly this inline script", () => {
    const hash = createHash('sha256').update(STARTUP_SCRIPT).digest('base64');
    expect(STARTUP_SCRIPT_SOURCE).toBe(`'sha256-${hash}'`);
    expect(startupScriptTag()).toBe(`<script>${STARTUP_SCRIPT}</script>`);
  });

  it('counts the 1.5 s from navigation start, and greets a browser session once', () => {
    const html = {
      className: '',
      style: { left: '', setProperty: (_: string, value: string) => (html.style.left = value) },
    };
    const page = { documentElement: html, cookie: '' };
    const run = (now: number) =>
      new Function('document', 'performance', 'location', STARTUP_SCRIPT)(
        page,
        { now: () => now },
        { protocol: 'http:' },
      );
    run(400);
    expect(html.style.left).toBe('1100ms');
    expect(page.cookie).toBe('mitti_welcomed=1;path=/;samesite=lax');
    // The next page of the session: no overlay at all.
    page.cookie = 'theme=dark; mitti_welcomed=1';
    html.style.left = '';
    run(50);
    expect(html.className).toBe(' welcomed');
    expect(html.style.left).toBe('');
  });

  it('never covers a page that arrived after the 1.5 s', () => {
    const html = {
      className: '',
      style: { left: '', setProperty: (_: string, value: string) => (html.style.left = value) },
    };
    new Function('document', 'performance', 'location', STARTUP_SCRIPT)(
      { documentElement: html, cookie: '' },
      { now: () => 2300 },
      { protocol: 'https:' },
    );
    expect(html.style.left).toBe('0ms');
  });
});
