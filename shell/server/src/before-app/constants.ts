/** What the document server and the scripts before the app both know. */

/** The start-up overlay's time from navigation start (SPEC: it shows for 1.5 s at start-up). */
export const OVERLAY_MS = 1500;

/** The `<template>` a server-rendered page holds its app's start in until the shopper first uses the page. */
export const HELD_APP_ID = 'mitti-app';

/**
 * How long after navigation start a page that starts its app by itself (a browser that may hold a session,
 * decision 130) waits at most for its first photos: a photo that is slow or never comes does not keep the app away.
 */
export const HELD_APP_MAX_MS = 3000;

/**
 * What says a shopper is using a server-rendered page, and starts its app (decision 130): each heard on the window,
 * capturing, whatever element it is for. A tap's first event starts it, a scroll's (on a phone, its touch) does too.
 * Not the mouse moving: the browser sends `mousemove` when the page moves under a pointer left still.
 */
export const SIGNS_OF_USE = ['pointerdown', 'touchstart', 'keydown', 'wheel', 'scroll', 'focusin'] as const;

/**
 * The class of `<html>` in a browser that holds no shopper's session (start.ts): the navbar's Sign In and Sign Up,
 * which a server-rendered page holds unseen until the app's sign-in check, show before the app (shell's index.html).
 */
export const NO_SESSION_CLASS = 'no-session';

/** The attribute of a quantity's − and + (-1 or 1), which the stepper script steps by. */
export const STEP_ATTRIBUTE = 'data-step';
