import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { healthRoute } from '@mitti/shared/contracts';

export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/health', { schema: healthRoute }, async () => ({ ok: true as const }));
};
