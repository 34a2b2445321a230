/**
 * A failure the client caused or can act on; its message is shown to the client as is, in the page's language
 * (decision 117: the error handler words each of its sentences). A refusal of several sentences is given as them,
 * so each is worded on its own.
 */
export class HttpError extends Error {
  override name = 'HttpError';
  readonly sentences: readonly string[];

  constructor(
    readonly statusCode: number,
    message: string | readonly string[],
  ) {
    super(typeof message === 'string' ? message : message.join(' '));
    this.sentences = typeof message === 'string' ? [message] : message;
  }
}

export const notFound = (message: string): HttpError => new HttpError(404, message);

/** The 404s a page can show, each worded once (and in Hindi: refusals-in-hindi.ts). */
export const ORDER_NOT_FOUND = 'Order not found';
export const PRODUCT_NOT_FOUND = 'Product not found';
export const WORKSHOP_NOT_FOUND = 'Workshop not found';
