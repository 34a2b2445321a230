/**
 * Issue 58 item 2's third design, measured beside the shop's (decision 130): the app's scripts are fetched once the
 * page's first photos are on screen (the held preloads go into the head) and run (main.js goes in) at the shopper's
 * first sign of use, so the bytes arrive while the shopper reads and the main thread stays the page's until then.
 */
import { afterFirstPhotos } from '../../shell/server/src/before-app/first-photos';
import { appendInTurn, atFirstUse, heldElements, markLeaving } from '../../shell/server/src/before-app/held-start';

const elements = heldElements();
const isPreload = (node: Node) => node instanceof HTMLLinkElement;
let fetched = false;
let used = false;

afterFirstPhotos(() => {
  if (used) return;
  fetched = true;
  appendInTurn(elements.filter(isPreload));
});
atFirstUse(() => {
  used = true;
  appendInTurn(fetched ? elements.filter((node) => !isPreload(node)) : elements);
});
markLeaving();
