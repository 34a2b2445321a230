import type { FastifyInstance } from 'fastify';
import { createIntent, postOrder, refOf } from '../../test/order-test-kit';
import { bearer, createEmulatorUser, type EmulatorUser } from '../../test/emulator-users';
import { USER_COLLECTIONS } from '@mitti/shared/contracts';
import { CARD_OR_UPI, CASH_ON_DELIVERY } from '@mitti/shared/orders';

/** The signed-in people of the matrix, and what the owner already has in the shop. */
export interface MatrixFixture {
  app: FastifyInstance;
  owner: EmulatorUser;
  other: EmulatorUser;
  admin: EmulatorUser;
  /** An order of the owner paid cash on delivery (read-only cells use it). */
  orderId: string;
  /** The gateway reference of an online order of the owner. */
  gatewayRef: string;
  /** A new order of the owner, for cells that change it. */
  newOrder(payment: 'cod' | 'online'): Promise<string>;
  /** A new cash-on-delivery order of the owner that the studio has confirmed: its invoice is due. */
  confirmedOrder(): Promise<string>;
  /** An order of the owner the studio has delivered (made once), so the owner may review what it held. */
  deliveredOrder(): Promise<string>;
}

const ITEM = { id: 'forest-green-mug', quantity: 1 };

export async function createMatrixFixture(app: FastifyInstance): Promise<MatrixFixture> {
  const [owner, other, admin] = await Promise.all([
    createEmulatorUser(),
    createEmulatorUser(),
    createEmulatorUser({ admin: true }),
  ]);
  const newOrder = async (payment: 'cod' | 'online') => {
    const paymentMethod = payment === 'cod' ? CASH_ON_DELIVERY : CARD_OR_UPI;
    const response = await postOrder(app, owner, { items: [ITEM], paymentMethod });
    if (response.statusCode !== 201) throw new Error(`fixture order: ${response.body}`);
    return response.json<{ id: string }>().id;
  };
  let delivered: Promise<string> | undefined;
  const deliver = async () => {
    const id = await newOrder('cod');
    for (const [method, url, payload] of [
      ['POST', `/api/orders/${id}/confirm-cod`, undefined],
      ['PATCH', `/api/orders/${id}/status`, { orderStatus: 'delivered' }],
    ] as const) {
      const response = await app.inject({ method, url, headers: bearer(admin), ...(payload ? { payload } : {}) });
      if (response.statusCode !== 200) throw new Error(`fixture delivery: ${response.body}`);
    }
    return id;
  };
  for (const collection of USER_COLLECTIONS) {
    const body = collection === 'users' ? { displayName: 'Asha', email: owner.email } : { items: [] };
    await app.inject({
      method: 'PUT',
      url: `/api/documents/${collection}/${owner.uid}`,
      headers: bearer(owner),
      payload: body,
    });
  }
  const confirmedOrder = async () => {
    const id = await newOrder('cod');
    const response = await app.inject({ method: 'POST', url: `/api/orders/${id}/confirm-cod`, headers: bearer(admin) });
    if (response.statusCode !== 200) throw new Error(`fixture confirmation: ${response.body}`);
    return id;
  };
  const intent = await createIntent(app, owner, [ITEM]);
  return {
    app,
    owner,
    other,
    admin,
    orderId: await newOrder('cod'),
    gatewayRef: refOf(intent.json<{ paymentLink: string }>().paymentLink),
    newOrder,
    confirmedOrder,
    deliveredOrder: () => (delivered ??= deliver()),
  };
}

function unsignedJwt(claims: Record<string, unknown>): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.`;
}

/** Tokens that must never pass: expired, minted for another project, and plain garbage. */
export function badTokens(uid: string): Record<string, string> {
  const now = Math.floor(Date.now() / 1000);
  const claims = (project: string, iat: number) => ({
    iss: `https://securetoken.google.com/${project}`,
    aud: project,
    auth_time: iat,
    user_id: uid,
    sub: uid,
    iat,
    exp: iat + 3600,
    firebase: { identities: {}, sign_in_provider: 'password' },
  });
  return {
    expired: unsignedJwt(claims('demo-mitti', now - 7200)),
    forged: unsignedJwt(claims('evil-project', now)),
    garbage: 'definitely-not-a-token',
  };
}
