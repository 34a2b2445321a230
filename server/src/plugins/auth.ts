import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { bearerToken, verifyRequestToken } from '../auth/request-identity';
import type { AuthUser, TokenVerifier } from '../auth/token-verifier';
import { HttpError } from '../lib/http-error';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `app.authenticate` (or `app.identify` when a token was sent). */
    user: AuthUser | null;
  }
  interface FastifyInstance {
    /** preHandler: 401 without a valid bearer token. */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /** preHandler: reads a bearer token when present, otherwise leaves `request.user` null. */
    identify: (request: FastifyRequest) => Promise<void>;
    /** preHandler: 401 without a token, 403 unless the caller has the admin claim. */
    requireAdmin: (request: FastifyRequest) => Promise<void>;
  }
}

export const SIGN_IN_REQUIRED = 'Authentication required. Please sign in.';
export const SESSION_EXPIRED = 'Authentication expired. Please sign in again.';

/** Identity for every route that needs it: verified Firebase ID tokens, never a client-sent user id. */
export const authPlugin = fp(
  async (app: FastifyInstance, { verifier }: { verifier: TokenVerifier }) => {
    app.decorateRequest('user', null);

    const verify = async (request: FastifyRequest, token: string) => {
      try {
        request.user = await verifyRequestToken(verifier, request, token);
      } catch (error) {
        request.log.info({ err: error }, 'identity token rejected');
        throw new HttpError(401, SESSION_EXPIRED);
      }
    };

    app.decorate('authenticate', async (request: FastifyRequest) => {
      const token = bearerToken(request);
      if (!token) throw new HttpError(401, SIGN_IN_REQUIRED);
      await verify(request, token);
    });

    app.decorate('identify', async (request: FastifyRequest) => {
      const token = bearerToken(request);
      if (token) await verify(request, token);
    });

    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      await app.authenticate(request);
      if (!request.user?.admin) throw new HttpError(403, 'This action needs an administrator account.');
    });
  },
  { name: 'auth' },
);
