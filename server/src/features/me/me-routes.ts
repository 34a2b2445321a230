import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { meRoute } from '@mitti/shared/contracts';

/** GET /api/me: who the server believes is calling (used by the shell after sign-in and by tests). */
export const meRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/me', { preHandler: app.authenticate, schema: meRoute }, async (request) => request.user!);
};
