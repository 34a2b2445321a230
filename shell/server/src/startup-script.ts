import { createHash } from 'node:crypto';
import { STEPPER_SCRIPT } from '@mitti/shared/forms';
import { SHOP_COOKIES } from '@mitti/shared/session';

/**
 * The start-up overlay (SPEC: it shows for 1.5 s at start-up), run by two inline scripts before the app's
 * own, so neither waits for them, the start of a server-rendered page's app, and a quantity's − and + before
 * the app; each allowed by its hash in the document's CSP (site-config.ts).
 */

/** The overlay's time from navigation start (SPEC: it shows for 1.5 s at start-up), in both scripts. */
const OVERLAY_MS = 1500;

/**
 * In the head: greets a browser session once (a session cookie); on every later page the overlay is hidden
 * before it is drawn (`welcomed`), so the document itself is the same for every visitor. It also gives the
 * stylesheet the time left of the 1.5 s (`--startup-left`), so a page whose body comes late is never drawn
 * covered, even in a frame the browser paints between the overlay and the clock script after it.
 */
export const GREETING_SCRIPT =
  `(function(d,e){if(d.cookie.split('; ').indexOf('${SHOP_COOKIES.welcomed}=1')>=0)e.className+=' welcomed';` +
  `e.style.setProperty('--startup-left',Math.max(0,${OVERLAY_MS}-performance.now())+'ms');` +
  `d.cookie='${SHOP_COOKIES.welcomed}=1;path=/;samesite=lax'+(location.protocol=='https:'?';secure':'')})` +
  `(document,document.documentElement)`;

/**
 * Right after the overlay: its 1.5 s count from navigation start, on the document's timeline (which starts
 * there): an animation that hides it, started at 1500 ms on that timeline, so a page that arrives late is
 * never covered after the 1.5 s. Without the Web Animations API the stylesheet's own 1.5 s from first paint
 * is left.
 */
export const CLOCK_SCRIPT =
  `(function(o){if(o&&o.animate)o.animate([{visibility:'hidden'}],{fill:'forwards'}).startTime=${OVERLAY_MS}})` +
  `(document.querySelector('.startup-overlay'))`;

/** The `<template>` a server-rendered page holds its app's start in until its first photos are on screen. */
export const HELD_APP_ID = 'mitti-app';

/**
 * How long after navigation start the app waits at most for the page's first photos: a photo that is slow or
 * never comes does not keep the app from a page whose forms already work without it.
 */
const HELD_APP_MAX_MS = 3000;

/**
 * At the end of a server-rendered page (decision 053): its app's start (main.js and its preloads), held in an
 * inert `<template>`, goes into the head once the page's first photos (the eager, high-priority images on
 * screen) have loaded or failed and have been painted, or at HELD_APP_MAX_MS, whichever comes first. So the
 * photos have the line to themselves, and the page's forms answer a tap meanwhile (decision 035). Each element
 * goes in in a task of its own: starting a request costs the page's main thread, and the seven together took
 * one task of 70-110 ms on a phone (Lighthouse's 4x CPU).
 */
export const START_SCRIPT =
  `(function(d,t){var s=0,n=0;function go(){if(s++||!t)return;var a=[].slice.call(d.importNode(t.content,true).childNodes);` +
  `(function next(){var e=a.shift();if(e){d.head.appendChild(e);setTimeout(next)}})()}` +
  `function painted(){requestAnimationFrame(function(){setTimeout(go)})}function one(){if(--n<=0)painted()}` +
  `[].forEach.call(d.querySelectorAll('img[fetchpriority=high]:not([loading=lazy])'),function(i){` +
  `if(i.complete||i.getBoundingClientRect().top>=innerHeight)return;n++;` +
  `i.addEventListener('load',one);i.addEventListener('error',one)});` +
  `if(!n)painted();setTimeout(go,Math.max(0,${HELD_APP_MAX_MS}-performance.now()))})` +
  `(document,document.getElementById('${HELD_APP_ID}'))`;

const sourceOf = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/** The scripts' CSP sources. */
export const STARTUP_SCRIPT_SOURCES = [GREETING_SCRIPT, CLOCK_SCRIPT, START_SCRIPT, STEPPER_SCRIPT].map(sourceOf);

export const greetingScriptTag = (): string => `<script>${GREETING_SCRIPT}</script>`;
export const clockScriptTag = (): string => `<script>${CLOCK_SCRIPT}</script>`;
export const stepperScriptTag = (): string => `<script>${STEPPER_SCRIPT}</script>`;

/** The app's start (`tags`), held until the page's first photos are painted, and the script that releases it. */
export const heldAppTags = (tags: string): string =>
  `<template id="${HELD_APP_ID}">${tags}</template><script>${START_SCRIPT}</script>`;
