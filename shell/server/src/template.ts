/**
 * The shell's `index.html` (shell/public/index.html, as webpack built it) is every document's template: the
 * page is the template's text with the document server's parts put in place of its placeholders, in order
 * (the `<html>` start tag with the page's language, decision 102; the page's title and description in place of
 * the site's, between `mitti:title` and `mitti:title-end`; the head's; the app's start, between `mitti:app` and
 * `mitti:app-end`: main.js and its preloads, as webpack wrote them; the start-up overlay's clock right after the
 * overlay; the root's; the state's). Split once per deploy; nothing edits the HTML itself.
 */
export const PLACEHOLDERS = [
  '<!--mitti:html-->',
  '<!--mitti:title-->',
  '<!--mitti:title-end-->',
  '<!--mitti:head-->',
  '<!--mitti:app-->',
  '<!--mitti:app-end-->',
  '<!--mitti:overlay-->',
  '<!--mitti:root-->',
  '<!--mitti:state-->',
] as const;

/**
 * The template's text before each placeholder's part, and after the last: its third part is the site's title
 * and description (between `mitti:title` and `mitti:title-end`), its sixth the app's start (between `mitti:app`
 * and `mitti:app-end`).
 */
export type DocumentTemplate = readonly [
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
];

export function parseTemplate(html: string): DocumentTemplate {
  const parts: string[] = [];
  let rest = html;
  for (const placeholder of PLACEHOLDERS) {
    const at = rest.indexOf(placeholder);
    if (at < 0 || rest.includes(placeholder, at + placeholder.length)) {
      throw new Error(`the shell's index.html must hold ${placeholder} once, after the placeholders before it`);
    }
    parts.push(rest.slice(0, at));
    rest = rest.slice(at + placeholder.length);
  }
  // One part before each placeholder, and the rest: as many as the tuple has.
  return [...parts, rest] as unknown as DocumentTemplate;
}
