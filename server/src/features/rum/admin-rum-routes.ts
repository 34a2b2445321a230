import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { rumSummaryRoute } from '@mitti/shared/contracts';
import type { Database } from '../../db/database';
import { summarise } from './rum-summary';

/** GET /api/admin/rum: p75s per route and per remote build, the hourly chart and the slowest views (admin only). */
export const adminRumRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.get('/api/admin/rum', { schema: rumSummaryRoute }, async (request, reply) => {
    await app.realUserMetrics.refresh();
    reply.header('cache-control', 'no-store');
    return summarise(db, request.query.window ?? '24h', request.query.route);
  });
};
