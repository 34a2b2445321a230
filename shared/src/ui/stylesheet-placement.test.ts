import { beforeEach, describe, expect, it } from '@jest/globals';
import { createStylesheetPlacement, stylesheetMarker } from './stylesheet-placement';

const navbar = `${stylesheetMarker('0a1b2c3d')}\n.navbar{display:flex}`;
const footer = `${stylesheetMarker('4e5f6a7b')}\n.footer{padding:1rem}`;
const toasts = `${stylesheetMarker('8c9d0e1f')}\n.toast{color:red}`;

/** A stylesheet as style-loader inserts one: an empty element in the head, then its CSS. */
function insert(place: ReturnType<typeof createStylesheetPlacement>, css: string): HTMLStyleElement {
  const element = document.createElement('style');
  document.head.append(element);
  place(css, element);
  return element;
}

const stylesheetsInHead = () => Array.from(document.head.querySelectorAll('style'), (style) => style.textContent);

describe('placing the app’s stylesheets', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
  });

  it('leaves out the stylesheets a server-rendered page came with, and puts in the others', () => {
    // The server's inlined CSS, minified into one element, with its stylesheets' markers.
    document.head.innerHTML = `<style>${stylesheetMarker('0a1b2c3d')}.navbar{display:flex}${stylesheetMarker('4e5f6a7b')}.footer{padding:1rem}</style>`;
    const place = createStylesheetPlacement();
    const served = stylesheetsInHead();
    expect(insert(place, navbar).isConnected).toBe(false);
    expect(insert(place, footer).isConnected).toBe(false);
    expect(insert(place, toasts).isConnected).toBe(true);
    expect(stylesheetsInHead()).toEqual([...served, toasts]);
  });

  it('puts in every stylesheet on a page the browser renders, and keeps them when the same comes twice', () => {
    const place = createStylesheetPlacement();
    insert(place, navbar);
    insert(place, footer);
    // Two apps may bundle the same stylesheet; the server's were read once, before the app put any in.
    insert(place, navbar);
    expect(stylesheetsInHead()).toEqual([navbar, footer, navbar]);
  });

  it('fills an element kept out of the document (the catalogue’s embed copies it into its shadow root)', () => {
    document.head.innerHTML = `<style>${navbar}</style>`;
    const place = createStylesheetPlacement();
    const recorded = document.createElement('style');
    place(navbar, recorded);
    expect(recorded.textContent).toBe(navbar);
  });

  it('puts in a stylesheet without a marker', () => {
    const place = createStylesheetPlacement();
    insert(place, '.plain{color:blue}');
    expect(stylesheetsInHead()).toEqual(['.plain{color:blue}']);
  });
});
