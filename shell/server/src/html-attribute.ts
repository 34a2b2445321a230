/** A value put inside a double-quoted attribute of the document's head: a URL, or the visitor's query in one. */
export const escapeAttribute = (value: string): string =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
