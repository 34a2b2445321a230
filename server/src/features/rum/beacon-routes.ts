import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BEACON_MAX_BYTES, pageViewBeaconRoute } from '@mitti/shared/contracts';
import { HttpError } from '../../lib/http-error';
import { beaconRow, type BeaconWriter } from './beacon-writer';

export const BEACON_FROM_ELSEWHERE = 'Page-view beacons are taken from the shop’s own pages only.';
export const BEACONS_BUSY = 'Too many page-view beacons just now; this one was dropped.';

/**
 * POST /api/rum: one page view's metrics, as `navigator.sendBeacon` sends them (a `text/plain` body holding
 * JSON, which needs no CORS preflight; `application/json` is taken too). Size-capped, validated by the contract,
 * from the shop's own origins only, and answered 202 before anything is written; out-of-range values are
 * dropped from the row, not stored. Rate-limited per address (route-rate-limits.ts).
 */
export const beaconRoutes: FastifyPluginAsyncTypebox<{ writer: BeaconWriter; origins: readonly string[] }> = async (
  app,
  { writer, origins },
) => {
  // Only in this plugin's scope: no other route takes text/plain.
  app.addContentTypeParser(
    'text/plain',
    { parseAs: 'string', bodyLimit: BEACON_MAX_BYTES },
    app.getDefaultJsonParser('error', 'error'),
  );

  app.post(
    '/api/rum',
    {
      schema: pageViewBeaconRoute,
      bodyLimit: BEACON_MAX_BYTES,
      // Refused before its body is read or parsed; after the rate limit (onRequest), so refusals count too.
      preParsing: async (request, _reply, payload) => {
        const origin = request.headers.origin;
        if (!origin || !origins.includes(origin)) throw new HttpError(403, BEACON_FROM_ELSEWHERE);
        return payload;
      },
    },
    async (request, reply) => {
      if (!writer.accept(beaconRow(request.body, new Date()))) throw new HttpError(429, BEACONS_BUSY);
      return reply.code(202).send(null);
    },
  );
};
