/** What the document server and the scripts before the app both know. */

/** The start-up overlay's time from navigation start (SPEC: it shows for 1.5 s at start-up). */
export const OVERLAY_MS = 1500;

/** The `<template>` a server-rendered page holds its app's start in until its first photos are on screen. */
export const HELD_APP_ID = 'mitti-app';

/**
 * How long after navigation start the app waits at most for the page's first photos: a photo that is slow or
 * never comes does not keep the app from a page whose forms already work without it.
 */
export const HELD_APP_MAX_MS = 3000;

/** The attribute of a quantity's − and + (-1 or 1), which the stepper script steps by. */
export const STEP_ATTRIBUTE = 'data-step';
