import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signCallback, signWebhook } from '../../features/payments/razorpay/razorpay-signature';
import type {
  RazorpayCreateLinkRequest,
  RazorpayPaymentLink,
  RazorpayWebhookBody,
} from '../../features/payments/razorpay/razorpay-types';
import { renderFakePayPage } from './fake-razorpay-page';

/**
 * A local stand-in for Razorpay's Payment Links API, for tests and the e2e run: create, fetch and list by
 * reference_id with the documented shapes, basic auth, a hosted page `/pay/:plink_id` whose buttons send a
 * signed webhook and redirect to the callback with signed params. Switches simulate a slow or failing API.
 */
export interface FakeRazorpayOptions {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** Default 0 (any free port). */
  port?: number;
  /** Where webhooks go; or `deliverWebhook` to hand them to an in-process app. */
  webhookUrl?: string;
  deliverWebhook?: (rawBody: string, headers: Record<string, string>) => Promise<number>;
}

export interface RecordedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  body: unknown;
}

export type FakeMode = 'ok' | 'timeout' | 'error';

export interface FakeRazorpay {
  url: string;
  requests: RecordedRequest[];
  links: Map<string, RazorpayPaymentLink & { callback_url: string }>;
  /** `timeout`: answers after `delayMs` (the work is done, as with a real slow API); `error`: 503, nothing done. */
  setMode(mode: FakeMode, delayMs?: number): void;
  creates(referencePrefix?: string): RecordedRequest[];
  close(): Promise<void>;
}

type PayChoice = 'pay' | 'card_declined' | 'insufficient_funds';

const id = (prefix: string) => `${prefix}_${randomBytes(7).toString('base64url').replace(/[-_]/g, 'x')}`;

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const json = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};

const errorBody = (code: string, description: string) => ({
  error: { code, description, source: 'NA', step: 'NA', reason: 'NA', metadata: {} },
});

const failures: Record<Exclude<PayChoice, 'pay'>, { reason: string; description: string }> = {
  card_declined: { reason: 'card_declined', description: 'Your payment has been declined by your bank.' },
  insufficient_funds: {
    reason: 'insufficient_funds',
    description: 'Your payment could not be completed due to insufficient account balance.',
  },
};

export async function startFakeRazorpay(options: FakeRazorpayOptions): Promise<FakeRazorpay> {
  const requests: RecordedRequest[] = [];
  const links: FakeRazorpay['links'] = new Map();
  let mode: FakeMode = 'ok';
  let delayMs = 0;
  const expectedAuth = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`;

  const deliver =
    options.deliverWebhook ??
    (async (rawBody: string, headers: Record<string, string>) => {
      const response = await fetch(options.webhookUrl ?? '', { method: 'POST', headers, body: rawBody });
      return response.status;
    });

  async function sendEvent(event: string, link: RazorpayPaymentLink, payment: Record<string, unknown>) {
    const body: RazorpayWebhookBody = {
      entity: 'event',
      account_id: 'acc_FakeMitti0001',
      event,
      contains: event === 'payment.failed' ? ['payment'] : ['payment_link', 'order', 'payment'],
      payload: {
        ...(event === 'payment.failed' ? {} : { payment_link: { entity: link } }),
        payment: { entity: payment as never },
        ...(event === 'payment.failed'
          ? {}
          : { order: { entity: { id: `order_${link.id.slice(6)}`, receipt: link.reference_id } } }),
      },
      created_at: Math.floor(Date.now() / 1000),
    };
    const rawBody = JSON.stringify(body);
    const status = await deliver(rawBody, {
      'content-type': 'application/json',
      'x-razorpay-signature': signWebhook(options.webhookSecret, rawBody),
      'x-razorpay-event-id': id('evt'),
    });
    if (status !== 200) throw new Error(`webhook ${event} answered ${status}`);
  }

  async function pay(link: RazorpayPaymentLink & { callback_url: string }, choice: PayChoice): Promise<string> {
    const paymentId = id('pay');
    const payment = {
      id: paymentId,
      entity: 'payment',
      amount: link.amount,
      currency: link.currency,
      method: 'card',
      order_id: `order_${link.id.slice(6)}`,
      description: `#${link.id.slice(6)}`,
      status: choice === 'pay' ? 'captured' : 'failed',
      error_code: choice === 'pay' ? null : 'BAD_REQUEST_ERROR',
      error_description: choice === 'pay' ? null : failures[choice].description,
      error_reason: choice === 'pay' ? null : failures[choice].reason,
      error_source: choice === 'pay' ? null : 'bank',
      error_step: choice === 'pay' ? null : 'payment_authorization',
    };
    if (choice === 'pay') {
      link.status = 'paid';
      link.amount_paid = link.amount;
      link.payments = [{ payment_id: paymentId, amount: link.amount, status: 'captured' }];
      await sendEvent('payment_link.paid', link, payment);
    } else {
      await sendEvent('payment.failed', link, payment);
    }
    // Real Razorpay keeps a shopper whose card failed on its page to try again; the fake returns them at once.
    const params = {
      razorpay_payment_id: paymentId,
      razorpay_payment_link_id: link.id,
      razorpay_payment_link_reference_id: link.reference_id,
      razorpay_payment_link_status: link.status,
    };
    const query = new URLSearchParams({ ...params, razorpay_signature: signCallback(options.keySecret, params) });
    return `${link.callback_url}?${query.toString()}`;
  }

  async function api(request: IncomingMessage, response: ServerResponse, url: URL, raw: string): Promise<void> {
    const authorization = request.headers.authorization;
    requests.push({
      method: request.method ?? '',
      path: url.pathname + url.search,
      authorization,
      body: raw ? JSON.parse(raw) : undefined,
    });
    if (authorization !== expectedAuth) {
      return json(response, 401, errorBody('BAD_REQUEST_ERROR', 'The api key provided is invalid'));
    }
    if (mode === 'error') return json(response, 503, errorBody('SERVER_ERROR', 'The server is not available'));
    if (mode === 'timeout') await new Promise((resolve) => setTimeout(resolve, delayMs));
    const linkId = /^\/v1\/payment_links\/(plink_\w+)$/.exec(url.pathname)?.[1];
    if (request.method === 'POST' && url.pathname === '/v1/payment_links') {
      const body = JSON.parse(raw) as RazorpayCreateLinkRequest;
      if ([...links.values()].some((link) => link.reference_id === body.reference_id)) {
        return json(response, 400, errorBody('BAD_REQUEST_ERROR', 'Reference Id already exists'));
      }
      const linkIdNew = id('plink');
      const link = {
        id: linkIdNew,
        entity: 'payment_link',
        amount: body.amount,
        amount_paid: 0,
        currency: body.currency,
        reference_id: body.reference_id,
        description: body.description,
        customer: body.customer,
        notes: body.notes,
        expire_by: body.expire_by,
        callback_url: body.callback_url,
        callback_method: body.callback_method,
        short_url: `${fake.url}/pay/${linkIdNew}`,
        status: 'created' as const,
        payments: null,
      };
      links.set(link.id, link);
      return json(response, 200, link);
    }
    if (request.method === 'GET' && url.pathname.replace(/\/$/, '') === '/v1/payment_links') {
      const reference = url.searchParams.get('reference_id');
      const found = [...links.values()].filter((link) => !reference || link.reference_id === reference);
      return json(response, 200, { payment_links: found, count: found.length });
    }
    const link = linkId ? links.get(linkId) : undefined;
    if (request.method === 'GET' && link) return json(response, 200, link);
    return json(response, 404, errorBody('BAD_REQUEST_ERROR', 'The id provided does not exist'));
  }

  async function hostedPage(request: IncomingMessage, response: ServerResponse, url: URL, raw: string): Promise<void> {
    const link = links.get(url.pathname.slice('/pay/'.length));
    if (!link) {
      response.writeHead(404, { 'content-type': 'text/plain' });
      response.end('Payment link not found');
      return;
    }
    if (request.method === 'GET') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(renderFakePayPage(link));
      return;
    }
    const choice = new URLSearchParams(raw).get('choice') as PayChoice | null;
    if (link.status !== 'created' || !choice || !['pay', 'card_declined', 'insufficient_funds'].includes(choice)) {
      response.writeHead(400, { 'content-type': 'text/plain' });
      response.end('This payment link cannot be paid');
      return;
    }
    response.writeHead(303, { location: await pay(link, choice) });
    response.end();
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake.razorpay');
    readBody(request)
      .then((raw) =>
        url.pathname.startsWith('/pay/') ? hostedPage(request, response, url, raw) : api(request, response, url, raw),
      )
      .catch((error: unknown) => {
        if (!response.headersSent) json(response, 500, errorBody('SERVER_ERROR', String(error)));
      });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const fake: FakeRazorpay = {
    url: `http://localhost:${port}`,
    requests,
    links,
    setMode(next, ms = 0) {
      mode = next;
      delayMs = ms;
    },
    creates: (referencePrefix = '') =>
      requests.filter(
        (r) =>
          r.method === 'POST' &&
          r.path === '/v1/payment_links' &&
          String((r.body as { reference_id?: string } | undefined)?.reference_id ?? '').startsWith(referencePrefix),
      ),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return fake;
}
