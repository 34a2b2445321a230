import type { FastifyInstance } from 'fastify';
import { parseEnv } from '../config/env';
import type { OrderDto } from '../features/orders/order-dto';
import { signSandboxPayload } from '../features/payments/sandbox/sandbox-signature';
import { bearer, type EmulatorUser } from './emulator-users';
import { shippingAddress } from './shipping-address';

/** The tests' shipping address (shared with the bench). */
export const address = shippingAddress;

export const webhookSecret = parseEnv().sandboxWebhookSecret;

const hasProducts = (body: object) =>
  'items' in body &&
  Array.isArray(body.items) &&
  body.items.some((item: { type?: unknown }) => item?.type !== 'workshop');

/**
 * An order body as the tests send it: one with products gets the tests' shipping address unless it names
 * its own `shippingAddress` (even as undefined, which sends none), since every product order must carry one.
 */
export function withTestAddress(body: unknown): unknown {
  return body && typeof body === 'object' && !('shippingAddress' in body) && hasProducts(body)
    ? { ...body, shippingAddress: address }
    : body;
}

/** POST /api/orders (with `withTestAddress`). */
export async function postOrder(
  app: FastifyInstance,
  user: EmulatorUser,
  body: unknown,
  headers: Record<string, string> = {},
) {
  const payload = withTestAddress(body);
  return app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { ...bearer(user), ...headers },
    payload: payload as object,
  });
}

export async function createIntent(app: FastifyInstance, user: EmulatorUser, items: unknown[], headers = {}) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/payment/create-intent',
    headers: { ...bearer(user), ...headers },
    payload: { orderData: { items, shippingAddress: address, paymentMethod: 'online' }, paymentData: {} },
  });
  return response;
}

export const refOf = (paymentLink: string) => paymentLink.split('/').pop() ?? '';

export async function getOrder(app: FastifyInstance, user: EmulatorUser, orderId: string): Promise<OrderDto> {
  const response = await app.inject({ method: 'GET', url: `/api/orders/user/${user.uid}`, headers: bearer(user) });
  const order = response.json<{ orders: OrderDto[] }>().orders.find((o) => o.id === orderId);
  if (!order) throw new Error(`order ${orderId} not listed`);
  return order;
}

export async function stockOf(app: FastifyInstance, productId: string): Promise<number> {
  const response = await app.inject({ method: 'GET', url: `/products/${productId}` });
  return response.json<{ stock: number }>().stock;
}

/** Posts a sandbox webhook the way the gateway does, optionally tampered with. */
export async function sendWebhook(
  app: FastifyInstance,
  event: { id: string; gatewayOrderRef: string; outcome: string; amountPaise: number },
  options: { secret?: string; timestamp?: number; mutate?: (raw: string) => string } = {},
) {
  const raw = JSON.stringify({ type: 'payment.completed', ...event });
  const signature = signSandboxPayload(options.secret ?? webhookSecret, raw, options.timestamp);
  return app.inject({
    method: 'POST',
    url: '/api/payment/webhook/sandbox',
    headers: { 'content-type': 'application/json', 'x-sandbox-signature': signature },
    payload: options.mutate ? options.mutate(raw) : raw,
  });
}
