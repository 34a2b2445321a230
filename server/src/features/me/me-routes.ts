import type { FastifyInstance } from 'fastify';

/** GET /api/me: who the server believes is calling (used by the shell after sign-in and by tests). */
export async function meRoutes(app: FastifyInstance) {
  app.get(
    '/api/me',
    {
      preHandler: app.authenticate,
      schema: {
        response: {
          200: {
            type: 'object',
            required: ['uid', 'email', 'name', 'admin'],
            properties: {
              uid: { type: 'string' },
              email: { type: ['string', 'null'] },
              name: { type: ['string', 'null'] },
              admin: { type: 'boolean' },
            },
          },
        },
      },
    },
    async (request) => request.user!,
  );
}
