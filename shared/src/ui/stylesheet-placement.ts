/**
 * Each stylesheet of the apps carries a marker with its source's hash (webpack-plugins/stylesheet-marker.ts
 * adds it in every build, the browser's and the server's), so the browser can tell a stylesheet the document
 * already has.
 */
export const stylesheetMarker = (id: string) => `/*! css:${id} */`;

/** A stylesheet's marker. Each stylesheet's CSS starts with its own, so the first one in it is its. */
export const STYLESHEET_MARKER = /\/\*! css:[0-9a-f]{8} \*\//;

/**
 * style-loader's `styleTagTransform` in every app (webpack.common.ts): fills a stylesheet's element with its
 * CSS, and takes the element out of the document when the document already has that stylesheet. A page the
 * server rendered carries its first view's CSS inline (the shell's `render.css` and its remote's
 * `remote.css`, decision 023); inserting the same rules again when the app starts made the browser work out
 * the style of the whole page once more, once per app (tasks of 21-86 ms at Lighthouse's 4x CPU slowdown).
 * The document's own stylesheets are read once, at the first one the app inserts: the server's, and none of
 * the app's yet. A page the browser renders has none of them, and gets every stylesheet as before. The
 * element keeps its CSS either way: the catalogue's embed copies it into its shadow root (mf-catalog
 * style-registry.ts).
 */
export function createStylesheetPlacement(): (css: string, element: HTMLStyleElement) => void {
  let served: string | undefined;
  return (css, element) => {
    served ??= Array.from(element.ownerDocument.querySelectorAll('style'), (style) => style.textContent).join('');
    const marker = STYLESHEET_MARKER.exec(css)?.[0];
    if (marker !== undefined && element.isConnected && served.includes(marker)) element.remove();
    element.textContent = css;
  };
}

export default createStylesheetPlacement();
