import type { MouseEvent } from 'react';

/**
 * A gallery's photo in the page's address (`?view=2`), counted from 1. Each of a gallery's controls is a
 * submit button of a GET form around it: a tap on a phone whose scripts have not yet arrived loads the page
 * with that photo, rendered by the server, and once the app runs the same tap shows the photo in place.
 */
export const GALLERY_VIEW = 'view';

/** An index moved past either end continues from the other end; 0 when there is nothing to show. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

/** The photo the address asks for (`search`, as `location.search` has it) as an index: the first for anything else. */
export function galleryIndexFrom(search: string, count: number): number {
  const view = Number(new URLSearchParams(search).get(GALLERY_VIEW));
  return Number.isInteger(view) && view >= 1 && view <= count ? view - 1 : 0;
}

/** The props of a control that shows photo `target`: its form's submit before the app runs, `select` after. */
export function galleryControl(target: number, select: (index: number) => void) {
  return {
    type: 'submit' as const,
    name: GALLERY_VIEW,
    value: String(target + 1),
    onClick: (event: MouseEvent) => {
      event.preventDefault();
      select(target);
    },
  };
}
