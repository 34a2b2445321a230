import http from 'node:http';
import { gzipSync } from 'node:zlib';
import { runLighthouse, type PageRun } from './lighthouse';

/**
 * A front for the bench's A/B trials (bench/lib/ab-trial.ts, bench/document-ab.ts, bench/app-start-ab.ts, the peers
 * part): it passes every request to the shop at `upstream` and its answer back, gzipped as the shop's own static
 * server sends text, with each HTML document first given to `rewrite` (its path and text: the document to send
 * instead) and its headers to `rewriteHeaders`, so two fronts in the same minutes differ by that alone.
 */
export function abFront(
  upstream: URL,
  rewrite: (path: string, html: string) => string = (_path, html) => html,
  rewriteHeaders: (headers: http.OutgoingHttpHeaders) => void = () => undefined,
): http.Server {
  return http.createServer((request, response) => {
    const headers = { ...request.headers, host: upstream.host, 'accept-encoding': 'identity' };
    const proxied = http.request(
      { host: '127.0.0.1', port: upstream.port, method: request.method, path: request.url, headers },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          let body = Buffer.concat(chunks);
          const out = { ...answer.headers };
          delete out['content-length'];
          delete out['transfer-encoding'];
          delete out.etag;
          if (String(answer.headers['content-type']).startsWith('text/html')) {
            body = Buffer.from(rewrite(request.url ?? '/', body.toString('utf8')));
            rewriteHeaders(out);
          }
          if (/^(text\/|application\/(json|javascript))/.test(String(answer.headers['content-type']))) {
            body = gzipSync(body, { level: 6 });
            out['content-encoding'] = 'gzip';
          }
          out['content-length'] = String(body.length);
          response.writeHead(answer.statusCode ?? 502, out);
          response.end(body);
        });
      },
    );
    proxied.on('error', () => response.writeHead(502).end());
    request.pipe(proxied);
  });
}

/** A front's `rewriteHeaders` that takes the named response headers (lower case) off each document. */
export function dropHeaders(names: string[]): (headers: http.OutgoingHttpHeaders) => void {
  return (headers) => names.forEach((name) => delete headers[name]);
}

/** A front's `rewriteHeaders` that puts a response header (`name: value`, the name in lower case) on each document. */
export function addHeader(line: string): (headers: http.OutgoingHttpHeaders) => void {
  const [name = '', ...value] = line.split(':');
  return (headers) => void (headers[name.trim().toLowerCase()] = value.join(':').trim());
}

/** Listens on `port` of 127.0.0.1; resolves once it does. */
export function listen(server: http.Server, port: number): Promise<void> {
  return new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
}

/** Stops `server`. */
export function close(server: http.Server): Promise<void> {
  return new Promise((resolve) => server.close(() => resolve()));
}

/** The two fronts' ports: A (as sent, or before) and B (with the change). */
export const AB_PORTS = { a: 3970, b: 3971 } as const;

export type AbSide = keyof typeof AB_PORTS;

/**
 * Lighthouse mobile on every route through both fronts, `runs` rounds, A and B alternating (B first in odd rounds)
 * so neither side always meets the machine first; `each` hears every run as it ends. The runs by route and side.
 */
export async function alternateAb(
  routes: string[],
  runs: number,
  noScripts: boolean,
  each: (route: string, side: AbSide, round: number, run: PageRun) => void,
): Promise<Record<string, Record<AbSide, PageRun[]>>> {
  const results: Record<string, Record<AbSide, PageRun[]>> = {};
  for (let round = 0; round < runs; round += 1) {
    for (const route of routes) {
      for (const side of (round % 2 ? ['b', 'a'] : ['a', 'b']) as AbSide[]) {
        const run = await runLighthouse(`http://localhost:${AB_PORTS[side]}${route}`, 'mobile', { noScripts });
        (results[route] ??= { a: [], b: [] })[side].push(run);
        each(route, side, round, run);
      }
    }
  }
  return results;
}
