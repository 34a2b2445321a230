/**
 * At the end of a server-rendered page (decision 053): its app's start (main.js and its preloads), held in an
 * inert `<template>`, goes into the head once the page's first photos (the eager, high-priority images on
 * screen) have loaded or failed and have been painted, or at HELD_APP_MAX_MS, whichever comes first. So the
 * photos have the line to themselves, and the page's forms answer a tap meanwhile (decision 035). Each element
 * goes in in a task of its own: starting a request costs the page's main thread, and the seven together took
 * one task of 70-110 ms on a phone (Lighthouse's 4x CPU).
 *
 * A form that leaves the page (one the app did not take: it prevents the browser's submit) marks the document
 * (LEAVING_ATTRIBUTE) until the page is shown again from the back-forward cache: an app that starts meanwhile
 * leaves the cart's cookie, which the form's answer writes, to the page the answer brings.
 */
import { LEAVING_ATTRIBUTE } from '@mitti/shared/page-leaving';
import { HELD_APP_ID, HELD_APP_MAX_MS } from './constants';

const held = document.getElementById(HELD_APP_ID) as HTMLTemplateElement | null;
let started = 0;
let waiting = 0;

function start() {
  if (started++ || !held) return;
  const elements = Array.from(document.importNode(held.content, true).childNodes);
  (function next() {
    const element = elements.shift();
    if (element) {
      document.head.appendChild(element);
      setTimeout(next);
    }
  })();
}

/** After the next frame is painted. */
function painted() {
  requestAnimationFrame(() => {
    setTimeout(start);
  });
}

function settled() {
  if (--waiting <= 0) painted();
}

for (const image of Array.from(
  document.querySelectorAll<HTMLImageElement>('img[fetchpriority=high]:not([loading=lazy])'),
)) {
  if (image.complete || image.getBoundingClientRect().top >= innerHeight) continue;
  waiting++;
  image.addEventListener('load', settled);
  image.addEventListener('error', settled);
}
if (!waiting) painted();
setTimeout(start, Math.max(0, HELD_APP_MAX_MS - performance.now()));

const root = document.documentElement;
addEventListener('submit', (event) => {
  if (!event.defaultPrevented) root.setAttribute(LEAVING_ATTRIBUTE, '');
});
addEventListener('pageshow', (event) => {
  if (event.persisted) root.removeAttribute(LEAVING_ATTRIBUTE);
});
