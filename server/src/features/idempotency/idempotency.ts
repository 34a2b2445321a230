import { createHash } from 'node:crypto';
import type { Database, Queryable } from '../../db/database';
import { HttpError } from '../../lib/http-error';
import canonicalJson from 'safe-stable-stringify';

export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** What a write produced; stored so a retry with the same key gets exactly this back. */
export interface StoredResponse<Body = unknown> {
  statusCode: number;
  body: Body;
}

export interface IdempotentRequest {
  /** The `Idempotency-Key` header, or undefined when the client sent none. */
  key: string | undefined;
  userId: string;
  /** Method and route, so one key cannot be replayed against another endpoint. */
  scope: string;
  body: unknown;
}

export function readIdempotencyKey(header: string | string[] | undefined): string | undefined {
  const key = Array.isArray(header) ? header[0] : header;
  if (key === undefined) return undefined;
  if (!/^[\w.:-]{8,200}$/.test(key)) {
    throw new HttpError(400, 'Idempotency-Key must be 8 to 200 letters, digits, dots, colons, dashes or underscores.');
  }
  return key;
}

/**
 * Runs a write once per (user, key): the work and the stored response commit in one transaction, so a retry
 * either sees the first response or (when the first failed) runs again. Concurrent retries with one key wait
 * for each other on an advisory lock. The same key with a different body is refused with 422. A replay's body
 * is the stored JSON of the first answer, which the route's response schema (its contract) typed.
 */
export async function runIdempotent<Body>(
  db: Database,
  request: IdempotentRequest,
  work: (tx: Queryable) => Promise<StoredResponse<Body>>,
): Promise<StoredResponse<Body>> {
  const { key } = request;
  if (key === undefined) return db.transaction(work);
  const hash = createHash('sha256')
    .update(`${request.scope}\n${canonicalJson(request.body ?? null)}`)
    .digest('hex');
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`${request.userId}\n${key}`]);
    const [previous] = await tx.query<{ request_hash: string; status_code: number; response: unknown }>(
      'SELECT request_hash, status_code, response FROM idempotency_keys WHERE user_id = $1 AND key = $2',
      [request.userId, key],
    );
    if (previous) {
      if (previous.request_hash !== hash) {
        throw new HttpError(422, 'This Idempotency-Key was already used with a different request.');
      }
      return { statusCode: previous.status_code, body: previous.response as Body };
    }
    const result = await work(tx);
    await tx.query(
      'INSERT INTO idempotency_keys (user_id, key, request_hash, status_code, response) VALUES ($1, $2, $3, $4, $5)',
      [request.userId, key, hash, result.statusCode, JSON.stringify(result.body)],
    );
    return result;
  });
}
