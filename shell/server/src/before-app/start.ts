/**
 * At the end of a server-rendered page (decision 130, which amends 053): its app's start (main.js and its preloads),
 * held in an inert `<template>`, goes into the head at the shopper's first sign of using the page (SIGNS_OF_USE: a
 * touch, a press, a key, the wheel, a scroll, a focus), once. Until then the page is its document: its
 * links and its forms answer every tap (decision 035), and no script of the app costs the phone's line or its
 * main thread. A browser that may hold a shopper's session starts the app by itself, once the page's first photos
 * are on screen (053): its page has what only the app can show (the profile's menu, the account's cart). In a
 * browser without one, the navbar's Sign In and Sign Up show at once (NO_SESSION_CLASS).
 */
import { mayHaveStoredSession } from '@mitti/shared/stored-session';
import { NO_SESSION_CLASS } from './constants';
import { afterFirstPhotos } from './first-photos';
import { appendInTurn, atFirstUse, heldElements, markLeaving } from './held-start';

let started = 0;
const start = () => {
  if (!started++) appendInTurn(heldElements());
};

atFirstUse(start);
void mayHaveStoredSession().then((maybe) => {
  if (maybe) afterFirstPhotos(start);
  // Nobody is signed in here: the navbar's Sign In and Sign Up need not wait for the app's check to show.
  else document.documentElement.classList.add(NO_SESSION_CLASS);
});
markLeaving();
