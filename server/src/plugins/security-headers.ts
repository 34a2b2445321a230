import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';

/**
 * Helmet's defaults, except that pictures may be shown by the shell and remotes on other origins, and HSTS: the
 * shop sends its own, over HTTPS only, as the document server does (sendStrictTransportSecurity, decision 068).
 */
export const securityHeaderOptions: FastifyHelmetOptions = {
  crossOriginResourcePolicy: { policy: 'cross-origin' },
  strictTransportSecurity: false,
};

/**
 * The headers @fastify/helmet sets with these options, read from helmet itself on a throwaway instance.
 * Without CSP nonces or function-valued directives they do not depend on the request, yet the plugin builds
 * helmet's middleware (and its CSP string) anew for every request: a tenth of the CPU of a cached catalogue
 * response.
 */
export async function helmetHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify();
  await probe.register(helmet, options);
  probe.get('/', (_request, reply) => reply.send(reply.raw.getHeaders()));
  const response = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  return response.json<Record<string, string>>();
}

/** Helmet's security headers on every response (a route may still override one), computed once. */
export async function registerSecurityHeaders(app: FastifyInstance, options: FastifyHelmetOptions): Promise<void> {
  const headers = await helmetHeaders(options);
  if (Object.keys(headers).length === 0) throw new Error('helmet set no headers');
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
