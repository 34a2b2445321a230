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

/**
 * Path (`body.shippingAddress.city`) of the first string, or object key, that cannot be stored; null when none.
 * Walked with a list instead of recursion, so no nesting depth can skip the check or exhaust the stack (Fastify's
 * 1 MiB body limit bounds the work).
 */
export function findUnstorableText(value: unknown, where: string): string | null {
  const pending: [unknown, string][] = [[value, where]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, path] = next;
    if (typeof item === 'string') {
      if (unstorable(item)) return path;
    } else if (Array.isArray(item)) {
      for (let i = item.length - 1; i >= 0; i--) pending.push([item[i], `${path}[${i}]`]);
    } else if (typeof item === 'object' && item !== null) {
      const entries = Object.entries(item);
      for (const [key] of entries) if (unstorable(key)) return path;
      for (let i = entries.length - 1; i >= 0; i--) pending.push([entries[i]![1], `${path}.${entries[i]![0]}`]);
    }
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
