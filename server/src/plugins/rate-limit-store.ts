import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { Queryable } from '../db/database';

type Counted = Parameters<FastifyRateLimitStore['incr']>[1];

/**
 * One hit in the window of `key`: a window that has ended starts again at 1, else the count goes up. The
 * row is locked for the statement, so copies counting at once never lose a hit.
 */
const HIT = `
  INSERT INTO rate_limits AS limits (key, hits, window_ends)
  VALUES ($1, 1, clock_timestamp() + make_interval(secs => $2::int / 1000.0))
  ON CONFLICT (key) DO UPDATE SET
    hits = CASE WHEN limits.window_ends <= clock_timestamp() THEN 1 ELSE limits.hits + 1 END,
    window_ends = CASE WHEN limits.window_ends <= clock_timestamp() THEN EXCLUDED.window_ends ELSE limits.window_ends END
  RETURNING hits, GREATEST(0, ceil(extract(epoch FROM (window_ends - clock_timestamp())) * 1000))::int AS ttl`;

/** Windows that ended long ago: a client that came once is forgotten. */
export const FORGET_ENDED = `DELETE FROM rate_limits WHERE window_ends < clock_timestamp() - interval '1 hour'`;

/**
 * @fastify/rate-limit's store in the shop's PostgreSQL (the `rate_limits` table): every copy of the API
 * counts a client's requests in the same row, so the limits hold however many copies run. Each route's own
 * limit counts under its own key, as the plugin's Redis store does.
 */
export function databaseRateLimitStore(db: Queryable) {
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      readonly prefix = '',
    ) {}

    incr(key: string, done: Counted, timeWindow: number): void {
      db.query<{ hits: number; ttl: number }>(HIT, [`${this.prefix}${key}`, timeWindow]).then(
        ([row]) => done(null, { current: row!.hits, ttl: row!.ttl }),
        (error: Error) => done(error),
      );
    }

    child(route: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // The plugin hands over the route as `routeInfo` (where its Redis store reads it); its types name the route.
      const { method, url } = (route as { routeInfo?: { method: string; url: string } }).routeInfo ?? route;
      return new DatabaseRateLimitStore(route, `${this.prefix}${String(method)}${url}-`);
    }
  };
}
