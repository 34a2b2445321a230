/**
 * The pieces of a server-rendered page's held start (start.ts, decisions 053 and 130), each its own so the bench's
 * trials of other starts (bench/app-start/) are made of the same.
 */
import { LEAVING_ATTRIBUTE } from '@mitti/shared/page-leaving';
import { HELD_APP_ID, SIGNS_OF_USE } from './constants';

/** The held start's elements (main.js and its preloads), in their order. */
export function heldElements(): Node[] {
  const held = document.getElementById(HELD_APP_ID) as HTMLTemplateElement | null;
  return held ? Array.from(document.importNode(held.content, true).childNodes) : [];
}

/**
 * Puts `elements` into the head, the first at once and each next in a task of its own: starting a request costs
 * the page's main thread, and the seven together took one task of 70-110 ms on a phone (Lighthouse's 4x CPU).
 */
export function appendInTurn(elements: Node[]): void {
  const queue = [...elements];
  (function next() {
    const element = queue.shift();
    if (element) {
      document.head.appendChild(element);
      setTimeout(next);
    }
  })();
}

/** Calls `then` once, at the shopper's first sign of use (SIGNS_OF_USE, heard on the window, capturing). */
export function atFirstUse(then: () => void): void {
  let heard = 0;
  const hear = () => {
    if (heard++) return;
    for (const type of SIGNS_OF_USE) removeEventListener(type, hear, true);
    then();
  };
  for (const type of SIGNS_OF_USE) addEventListener(type, hear, { capture: true, passive: true });
}

/**
 * Marks the document (LEAVING_ATTRIBUTE) when a form the app did not take (it prevents the browser's submit) leaves
 * the page, until the page is shown again from the back-forward cache: an app that starts meanwhile leaves the
 * cart's cookie, which the form's answer writes, to the page the answer brings.
 */
export function markLeaving(): void {
  const root = document.documentElement;
  addEventListener('submit', (event) => {
    if (!event.defaultPrevented) root.setAttribute(LEAVING_ATTRIBUTE, '');
  });
  addEventListener('pageshow', (event) => {
    if (event.persisted) root.removeAttribute(LEAVING_ATTRIBUTE);
  });
}
