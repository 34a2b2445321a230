/**
 * The Hindi pages' own Devanagari face (decisions 115 and 121): its family, and how a document knows the browser
 * has it. A Hindi page of a first visit shows the system's Devanagari and fetches the face after it has loaded
 * (shell/src/i18n/devanagari-face.ts), so the face never competes with the page's first paint; from then on
 * `localStorage` says so, and the greeting script (before-app/greeting.ts) marks every document before it is drawn,
 * which puts the face in a Hindi page's font stacks (devanagari-font.css).
 */
export const DEVANAGARI_FACE = {
  family: 'Mitti Devanagari',
  /** On `<html>`: the browser has the face, so a Hindi page's text is set in it from the first paint. */
  className: 'devanagari-face',
  /** In `localStorage` once the face has been fetched. */
  storageKey: 'mitti-devanagari-face',
} as const;
