/**
 * A link into the shop that puts pieces into the shopper's cart and shows it (issue 53, decision 066), as a
 * Shopify cart permalink does: `/cart/add?lines=<productId>:<quantity>,<productId>:<quantity>`. The catalogue
 * embedded on a partner's site leads its visitors to one; the document server answers it (a GET, so it works
 * from any site and without scripts), by the cart's own rules, and sends the shopper on to /cart. Adding is
 * its only effect. The link is written here once, for the embed that makes it and the cart's team that reads it.
 */
export const CART_LINK_PATH = '/cart/add';

/** The query parameter that carries the lines. */
export const CART_LINK_FIELD = 'lines';

/** The most lines one link may ask for: a longer link is refused whole, before the shop looks anything up. */
export const CART_LINK_MAX_LINES = 20;

/** A line as the link says it: the product's id and the quantity as written (the cart's rules read it). */
export interface CartLinkLine {
  id: string;
  quantity: string;
}

/** `${shopUrl}/cart/add?lines=...` for these lines (a product id is URI-encoded, as in a product's address). */
export function cartLinkHref(shopUrl: string, lines: readonly { id: string; quantity: number }[]): string {
  const said = lines.map((line) => `${encodeURIComponent(line.id)}:${line.quantity}`).join(',');
  return `${shopUrl.replace(/\/+$/, '')}${CART_LINK_PATH}?${CART_LINK_FIELD}=${said}`;
}

/**
 * The lines a link's query asks for, in order: `id:quantity`, or `id` alone for one. `'none'` when it names
 * no line at all, `'too-many'` past CART_LINK_MAX_LINES. Whether each id is a piece the shop sells, and each
 * quantity one it can add, is the cart's rules' to say.
 */
export function parseCartLinkLines(query: URLSearchParams): CartLinkLine[] | 'none' | 'too-many' {
  const parts = query
    .getAll(CART_LINK_FIELD)
    .join(',')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length === 0) return 'none';
  if (parts.length > CART_LINK_MAX_LINES) return 'too-many';
  return parts.map((part) => {
    const colon = part.lastIndexOf(':');
    return colon < 0
      ? { id: part, quantity: '1' }
      : { id: part.slice(0, colon).trim(), quantity: part.slice(colon + 1).trim() };
  });
}
