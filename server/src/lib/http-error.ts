/** A failure the client caused or can act on; its message is shown to the client as is. */
export class HttpError extends Error {
  override name = 'HttpError';

  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

export const notFound = (message: string): HttpError => new HttpError(404, message);
