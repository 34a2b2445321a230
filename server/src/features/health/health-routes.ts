import type { FastifyPluginAsync } from 'fastify';

export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        response: {
          200: { type: 'object', required: ['ok'], properties: { ok: { type: 'boolean', const: true } } },
        },
      },
    },
    async () => ({ ok: true }),
  );
};
