import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { afterEach, beforeEach } from '@jest/globals';

/** One request as the test API received it. Header names are lower case, as Node gives them. */
export interface TestApiRequest {
  method: string;
  /** Path and query string, e.g. `/api/orders/user/u1`. */
  path: string;
  headers: Record<string, string | undefined>;
  /** The raw body ('' when none). */
  body: string;
}

/** Answers one request with a fetch `Response`; a throw drops the connection; a promise that never settles keeps it open. */
export type TestApiHandler = (request: TestApiRequest) => Response | Promise<Response>;

export interface TestApi {
  /** `http://127.0.0.1:{port}/test-api-{random}`: the base URL to configure the API client with. */
  readonly url: string;
  /** Every request answered so far (CORS preflights not counted). */
  readonly requests: TestApiRequest[];
  /** Who answers from now on. */
  answer(handler: TestApiHandler): void;
  close(): Promise<void>;
}

/** An answer with `body` as JSON and `status`, as the API sends one. */
export const json = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const notFound: TestApiHandler = () => Response.json({ error: 'Not found' }, { status: 404 });

/** What a cross-origin page (jsdom's is http://localhost:3000) needs to read the answers and send the client's headers. */
const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type, Idempotency-Key',
};

async function readBody(request: IncomingMessage): Promise<string> {
  const decoder = new TextDecoder();
  let body = '';
  for await (const chunk of request) body += decoder.decode(chunk, { stream: true });
  return body + decoder.decode();
}

/** Sends a copy of `answer`, so one Response (`mockResolvedValue(json(...))`) can answer any number of requests. */
async function reply(response: ServerResponse, answer: Response): Promise<void> {
  const copy = answer.clone();
  const headers: Record<string, string> = { ...CORS };
  copy.headers.forEach((value, name) => (headers[name] = value));
  response.writeHead(copy.status, headers);
  response.end(new Uint8Array(await copy.arrayBuffer()));
}

/**
 * A real HTTP server on 127.0.0.1 for client and component tests: the API client reaches it over the network
 * exactly as it reaches the shop's API (jsdom's XMLHttpRequest makes real requests, CORS preflights included),
 * so nothing of axios is mocked. The test says what each request gets back.
 *
 * Its URL ends in a path of its own (`/test-api-<random>`), and a request to any other path is refused without
 * reaching the handler: a request a finished test's page sends late goes to that test's server, and when the kernel
 * has since given that server's port to another test's, it must not take that test's answers (decision 136).
 */
export async function startTestApi(handler: TestApiHandler = notFound): Promise<TestApi> {
  let current = handler;
  const requests: TestApiRequest[] = [];
  const own = `/test-api-${Math.random().toString(36).slice(2)}`;
  const server = createServer((request, response) => {
    void (async () => {
      const url = request.url ?? '/';
      if (url !== own && !url.startsWith(`${own}/`) && !url.startsWith(`${own}?`)) {
        // Misdirected: meant for another server that had this port.
        response.writeHead(421, CORS).end();
        return;
      }
      if (request.method === 'OPTIONS') {
        response.writeHead(204, CORS).end();
        return;
      }
      const received: TestApiRequest = {
        method: request.method ?? 'GET',
        path: url.slice(own.length).replace(/^(?!\/)/, '/'),
        headers: Object.fromEntries(
          Object.entries(request.headers).map(([name, value]) => [
            name,
            Array.isArray(value) ? value.join(', ') : value,
          ]),
        ),
        body: await readBody(request),
      };
      requests.push(received);
      try {
        await reply(response, await current(received));
      } catch {
        // The test wants no answer: the client sees the connection drop.
        request.socket.destroy();
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}${own}`,
    requests,
    answer: (next) => {
      current = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * A test API for each test of a file: a fresh server (its own port) before every test, closed after it. A request
 * a test left unanswered (a timeout, a cancelled call) dies with its server, so it can never take an answer the
 * next test set up. Use `url` and `answer` inside tests and `beforeEach`.
 */
export function testApiForEachTest(): Omit<TestApi, 'close'> {
  let api: TestApi | null = null;
  const started = () => {
    if (!api) throw new Error('The test API starts before each test; use it inside tests and hooks.');
    return api;
  };
  beforeEach(async () => {
    api = await startTestApi();
  });
  afterEach(async () => {
    await api?.close();
    api = null;
  });
  return {
    get url() {
      return started().url;
    },
    get requests() {
      return started().requests;
    },
    answer: (handler) => started().answer(handler),
  };
}
