/**
 * Product search (GET /products?q=): full-text search over the `search_document` column that migration
 * 006 maintains (name weighted above category, tags and materials, above the description), with the owner's
 * Hindi name and description since migration 025 (decision 112). The shopper's words are folded like the column
 * (accents removed, lower case, Unicode's composed form) and each becomes a prefix term, so 'térracotta',
 * 'TERRACOTTA' and 'terra' all find terracotta pieces, and 'कुल्ह' finds a piece the owner named कुल्हड़ in Hindi.
 */

/** More words than this add nothing to a shop search and only cost the database. */
const MAX_TERMS = 8;

/**
 * A word: Latin letters and digits (other Latin letters part words, as before Hindi), or a run of another script's
 * letters, marks and digits (a Devanagari word keeps its vowel signs, virama, nukta and the joiners that shape
 * its half letters).
 */
const WORD = /[a-z0-9]+|(?:(?!\p{Script=Latin})[\p{L}\p{M}\p{N}\u200c\u200d])+/gu;

/**
 * The shopper's words, lower-cased, without Latin accents, composed (NFC) as the column's Hindi is:
 * 'Glazé  MUG!' -> ['glaze', 'mug'], 'नीला  कप!' -> ['नीला', 'कप'].
 */
export function searchTerms(query: string): string[] {
  return (
    query
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .normalize('NFC')
      .toLowerCase()
      .match(WORD) ?? []
  ).slice(0, MAX_TERMS);
}

/** Every word must match the start of a word in the product: 'glaze mug' -> 'glaze:* & mug:*'. */
export function toTsQuery(terms: readonly string[]): string {
  return terms.map((term) => `${term}:*`).join(' & ');
}

/** The products a shopper's read may show: those the owner has not taken off the store (decision 070). */
export const ON_THE_STORE = 'hidden_at IS NULL';

export interface ProductSearchClause {
  /** WHERE ... ORDER BY ..., to follow the repository's SELECT of products. */
  clause: string;
  params: unknown[];
}

/**
 * The WHERE and ORDER BY of a search, best match first (a name match outranks a description-only one),
 * then newest. Null when the query holds no searchable word: nothing can match it.
 */
export function productSearchClause(query: string, category?: string): ProductSearchClause | null {
  const terms = searchTerms(query);
  if (terms.length === 0) return null;
  const match = `to_tsquery('english', $1)`;
  const inCategory = category ? ' AND lower(category) = lower($2)' : '';
  return {
    clause:
      `WHERE ${ON_THE_STORE} AND search_document @@ ${match}${inCategory} ` +
      `ORDER BY ts_rank(search_document, ${match}) DESC, created_at DESC, id`,
    params: category ? [toTsQuery(terms), category] : [toTsQuery(terms)],
  };
}
