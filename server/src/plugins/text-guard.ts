import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../lib/http-error';

/**
 * A NUL character cannot be stored in a Postgres `text` or `jsonb` value, and an unpaired UTF-16 surrogate
 * (`"\ud800"`) is not Unicode at all: `jsonb` refuses it and `text` would silently turn it into U+FFFD. JSON can
 * carry both, so they are refused here, for every route, before any schema or database sees them. Every other
 * character (other control characters, emoji, non-characters) is stored as sent.
 */
const LONE_SURROGATE = /\p{Surrogate}/u;
const unstorable = (text: string) => text.includes('\0') || LONE_SURROGATE.test(text);

/** Path (`body.shippingAddress.city`) of the first string, or object key, that cannot be stored; null when none. */
export function findUnstorableText(value: unknown, where: string, depth = 0): string | null {
  if (typeof value === 'string') return unstorable(value) ? where : null;
  // Fastify's body limit (1 MiB) bounds the size; depth is bounded so a pathological nesting cannot blow the stack.
  if (typeof value !== 'object' || value === null || depth > 64) return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findUnstorableText(value[i], `${where}[${i}]`, depth + 1);
      if (found) return found;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    if (unstorable(key)) return where;
    const found = findUnstorableText(item, `${where}.${key}`, depth + 1);
    if (found) return found;
  }
  return null;
}

export const unstorableTextMessage = (where: string) =>
  `Invalid request: ${where} contains a character that cannot be stored (a NUL character or an unpaired surrogate)`;

function checkRequest(request: FastifyRequest): void {
  const where =
    findUnstorableText(request.params, 'params') ??
    findUnstorableText(request.query, 'querystring') ??
    findUnstorableText(request.body, 'body');
  if (where) throw new HttpError(400, unstorableTextMessage(where));
}

/** One check for every route: path parameters, query and JSON body, after parsing and before validation. */
export function registerTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => checkRequest(request));
}
