import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pointApi } from './site';

const UPSTREAM = 'http://127.0.0.1:4000';

export interface ApiProxy {
  url: string;
  /** Points the site back at its API and stops the proxy. */
  close(): Promise<void>;
}

async function readBody(req: IncomingMessage): Promise<string | undefined> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return chunks.length ? Buffer.concat(chunks).toString('utf8') : undefined;
}

/**
 * The shop's API as the whole site sees it (the server's renders and the browser), through a proxy of the
 * test's own on which `rewrite` may change the JSON of chosen GETs: the stored data a test needs without
 * writing it into the shop's database.
 */
export async function proxyApi(rewrite: (path: string, json: unknown) => unknown): Promise<ApiProxy> {
  const server = createServer((req, res) => {
    void (async () => {
      const headers = Object.fromEntries(
        Object.entries(req.headers).filter(
          (entry): entry is [string, string] =>
            typeof entry[1] === 'string' && !['host', 'accept-encoding'].includes(entry[0]),
        ),
      );
      const upstream = await fetch(`${UPSTREAM}${req.url}`, {
        method: req.method,
        headers,
        body: await readBody(req),
        redirect: 'manual',
      });
      let body = Buffer.from(await upstream.arrayBuffer());
      const type = upstream.headers.get('content-type') ?? '';
      if (req.method === 'GET' && upstream.ok && type.includes('json')) {
        body = Buffer.from(
          JSON.stringify(rewrite(new URL(req.url ?? '/', UPSTREAM).pathname, JSON.parse(body.toString()))),
        );
      }
      upstream.headers.forEach((value, name) => {
        if (!['content-encoding', 'content-length', 'etag', 'transfer-encoding', 'connection'].includes(name)) {
          res.setHeader(name, value);
        }
      });
      res.statusCode = upstream.status;
      res.end(body);
    })().catch(() => {
      res.statusCode = 502;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const rollback = pointApi(url);
  return {
    url,
    close: () => {
      rollback();
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
