/**
 * Decision 053's start, before 130 replaced it, kept to measure beside the shop's: the app's held start goes into the
 * head once the page's first photos are on screen, or 3 s from navigation start.
 */
import { afterFirstPhotos } from '../../shell/server/src/before-app/first-photos';
import { appendInTurn, heldElements, markLeaving } from '../../shell/server/src/before-app/held-start';

afterFirstPhotos(() => appendInTurn(heldElements()));
markLeaving();
