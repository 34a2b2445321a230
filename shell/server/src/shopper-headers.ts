import type { FastifyRequest } from 'fastify';
import { shopperAddressHeaders } from '@mitti/server-kit/shopper-address';

/**
 * What every API call made while answering `request` carries, a form's or a page's render (decision 065): the
 * shopper's address as this server determined it (its own TRUST_PROXY), signed with DOCUMENT_SERVER_SECRET, so
 * the API counts the call against that shopper and not against this server. Nothing without a secret.
 */
export const apiHeadersFor = (request: FastifyRequest, secret: string | null | undefined): Record<string, string> =>
  secret ? shopperAddressHeaders(request.ip, secret) : {};
