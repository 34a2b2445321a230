/**
 * Where the catalogue's style elements go (style-loader's `insert` for this app, see webpack.config.ts).
 * Inside the shop they go to the document head as usual. Every element is also recorded, so the embed
 * can copy the catalogue's CSS into its shadow root. The embed's stand-alone loader (embed.js) switches
 * the head off first, so nothing of the catalogue's CSS reaches an integrator's page.
 */
const recorded: HTMLStyleElement[] = [];
let intoDocument = true;

export default function insertCatalogStyle(element: HTMLStyleElement): void {
  recorded.push(element);
  if (intoDocument) document.head.append(element);
}

export function keepStylesOutOfDocument(): void {
  intoDocument = false;
}

/** The CSS of every catalogue stylesheet loaded so far (style-loader fills an element right after inserting it). */
export function recordedCss(): string {
  return recorded.map((element) => element.textContent ?? '').join('\n');
}
