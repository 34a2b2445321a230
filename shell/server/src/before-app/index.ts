/**
 * The scripts a document carries before the app (decision 091), the one place the document server takes them
 * from: this folder's TypeScript modules, built at build time to their text and CSP hash (build.ts), and
 * where each goes in a document.
 *
 * - `greeting` (greeting.ts), first in the head of every document: the start-up overlay once a session.
 * - `clock` (clock.ts), right after the overlay in every document: its 1.5 s from navigation start.
 * - `stepper` (stepper.ts), in the head of a document whose page has a quantity's − and + (`data-step`).
 * - `start` (start.ts), at the end of a server-rendered page that holds its app's start (decision 130).
 */
import { buildBeforeAppScripts, type BeforeAppName } from './build';
import { HELD_APP_ID, STEP_ATTRIBUTE } from './constants';

export { HELD_APP_ID } from './constants';
export type { BeforeAppName, BeforeAppScripts, BuiltScript } from './build';

/** The four scripts, each its text and its CSP source. */
export const BEFORE_APP = await buildBeforeAppScripts();

/**
 * The scripts' CSP sources, all four whichever a document carries: the policy is the deploy's (site-config.ts),
 * one for every document.
 */
export const BEFORE_APP_SOURCES: readonly string[] = [
  BEFORE_APP.greeting.hash,
  BEFORE_APP.clock.hash,
  BEFORE_APP.start.hash,
  BEFORE_APP.stepper.hash,
];

/** A script as the document carries it. */
export const scriptTag = (name: BeforeAppName): string => `<script>${BEFORE_APP[name].source}</script>`;

/** The markup a server render gives a quantity's − and + (mf-catalog's QuantityStepper): the stepper's buttons. */
const hasStepper = (root: string) => root.includes(` ${STEP_ATTRIBUTE}=`);

/** What a document carries before the app, by where it goes. */
export interface BeforeAppParts {
  /** First in the head. */
  head: string;
  /** Right after the start-up overlay. */
  afterOverlay: string;
  /** At the end of the body: the held app start (`<template>`) and the script that releases it. */
  end: string;
}

/**
 * The scripts a document carries, each only where it has something to do: the start-up overlay's in every
 * document, the stepper's where the page's markup (`root`) has a quantity's − and +, and the app's held start
 * (`held`: main.js and its preloads) with the script that releases it at the shopper's first sign of use, for
 * a page with a first view. Without `held` the app starts from the head at once (documents.ts).
 */
export function beforeAppParts({ root, held }: { root: string; held: string | null }): BeforeAppParts {
  return {
    head: scriptTag('greeting') + (hasStepper(root) ? scriptTag('stepper') : ''),
    afterOverlay: scriptTag('clock'),
    end: held === null ? '' : `<template id="${HELD_APP_ID}">${held}</template>${scriptTag('start')}`,
  };
}
