import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpError } from '../lib/http-error';
import { refusalIn } from '../lib/refusal-words';
import { requestLanguage } from '../lib/request-language';
import { plainValidationMessage } from '../lib/validation-message';

export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again later.';

/**
 * One error handler for the whole API: 4xx keep their message (it is meant for the client),
 * 5xx are logged in full and answered with a generic message so internals never leak. The exception is an
 * `HttpError` 503 (a dependency such as the payment gateway did not answer): its message is written for the
 * client and says the request can be retried. Each answer is in the language of the page that asked (decision 117).
 */
export function registerErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    const inLanguage = (sentences: readonly string[]) => refusalIn(requestLanguage(request.headers), sentences);
    if (error instanceof HttpError && status === 503) {
      request.log.warn({ err: error }, 'dependency unavailable');
      return reply
        .code(503)
        .header('retry-after', '5')
        .send({ error: inLanguage(error.sentences), statusCode: 503 });
    }
    if (status < 400 || status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ error: inLanguage([INTERNAL_ERROR_MESSAGE]), statusCode: 500 });
    }
    const sentences = error.validation
      ? [plainValidationMessage(error.validation, request.body) ?? `Invalid request: ${error.message}`]
      : error instanceof HttpError
        ? error.sentences
        : [error.message];
    return reply.code(status).send({ error: inLanguage(sentences), statusCode: status });
  });

  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({ error: `Route ${request.method} ${request.url} not found`, statusCode: 404 }),
  );
}
