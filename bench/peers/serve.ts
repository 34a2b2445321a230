/**
 * Serves the peers that `prepare.ts` built (decision 094): the blueprint's CDN folder on :3990 (CORS open, as the
 * public CDN's font and module script need), the Preact + ESI peer as its own `npm run prod` runs it (three
 * teams' Hono servers and the ESI gateway) behind a gzip front on :3950, and the React + Module Federation
 * peer's static build on :3960 with its index.html for every route (a single-page app's hosting). Each front
 * gzips text as their public hosts do, so the shop (brotli) is not measured against uncompressed peers.
 *
 * `npx tsx bench/peers/serve.ts` serves them until Ctrl-C; the bench's peers part calls startPeers().
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { PEER_PORTS, SOURCES, peerBase, peerDir } from './peers';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.xml': 'application/xml',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = /^(?:text\/|application\/(?:json|javascript|xml|manifest)|image\/svg)/;

/** Sends `body`, gzipped (level 6, a host's usual) when it is text of 1 KB or more and the browser takes gzip. */
function send(
  request: http.IncomingMessage,
  response: http.ServerResponse,
  status: number,
  headers: http.OutgoingHttpHeaders,
  body: Buffer,
): void {
  const type = String(headers['content-type'] ?? '');
  const out: http.OutgoingHttpHeaders = { ...headers };
  delete out['content-length'];
  delete out['transfer-encoding'];
  let payload = body;
  if (
    !headers['content-encoding'] &&
    COMPRESSIBLE.test(type) &&
    body.length >= 1024 &&
    /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))
  ) {
    payload = gzipSync(body, { level: 6 });
    out['content-encoding'] = 'gzip';
    out.vary = 'Accept-Encoding';
  }
  out['content-length'] = payload.length;
  response.writeHead(status, out);
  response.end(request.method === 'HEAD' ? undefined : payload);
}

/** Files under `root`; `fallback` (a file under root) for a path with no file (a single-page app's routes). */
function staticServer(root: string, { cors = false, fallback }: { cors?: boolean; fallback?: string }) {
  return http.createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    let file = path.join(root, path.normalize(pathname));
    if (!file.startsWith(root)) file = root;
    if (existsSync(file) && statSync(file).isDirectory()) file = path.join(file, 'index.html');
    const headers: http.OutgoingHttpHeaders = cors ? { 'access-control-allow-origin': '*' } : {};
    if (!existsSync(file)) {
      if (!fallback || path.extname(pathname)) return send(request, response, 404, headers, Buffer.from('Not found'));
      file = path.join(root, fallback);
    }
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    send(request, response, 200, { ...headers, 'content-type': type, 'cache-control': 'no-cache' }, readFileSync(file));
  });
}

/** A gzip front for `upstream` (the Preact peer's gateway, which sends everything uncompressed). */
function compressingProxy(upstream: number) {
  return http.createServer((request, response) => {
    const headers = { ...request.headers, host: `localhost:${upstream}` };
    delete headers['accept-encoding'];
    const proxied = http.request(
      { host: '127.0.0.1', port: upstream, method: request.method, path: request.url, headers },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () =>
          send(request, response, answer.statusCode ?? 502, answer.headers, Buffer.concat(chunks)),
        );
      },
    );
    proxied.on('error', (error) => {
      response.writeHead(502, { 'content-type': 'text/plain' });
      response.end(String(error));
    });
    request.pipe(proxied);
  });
}

async function listen(server: http.Server, port: number): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
}

async function waitFor(url: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const answer = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (answer.ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export interface Peers {
  stop(): Promise<void>;
}

/** Starts the CDN and both peers; fails with what to run when `prepare.ts` has not built them. */
export async function startPeers(): Promise<Peers> {
  const preact = peerDir(SOURCES.preact);
  const react = peerDir(SOURCES.react);
  const cdn = path.join(peerDir(SOURCES.cdn), 'public');
  for (const built of [cdn, path.join(preact, 'checkout/dist/server.node.js'), path.join(react, 'dist/index.html')]) {
    if (!existsSync(built)) throw new Error(`${built} is missing: run \`npm run bench:peers\` first`);
  }
  const children: ChildProcess[] = [];
  const servers: http.Server[] = [];
  const start = (name: string, cwd: string, script: string) => {
    // The peer's own `npm run prod` commands, run by this Node.
    const child = spawn(process.execPath, [script], { cwd, stdio: ['ignore', 'ignore', 'pipe'] });
    child.stderr!.on('data', (data: Buffer) => process.stderr.write(`[peer ${name}] ${data}`));
    children.push(child);
  };
  const stop = async () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  };
  try {
    for (const team of ['explore', 'decide', 'checkout']) start(team, path.join(preact, team), 'dist/server.node.js');
    start('gateway', path.join(preact, 'integration'), 'src/server.js');
    const ports = PEER_PORTS;
    const fronts: [http.Server, number][] = [
      [staticServer(cdn, { cors: true }), ports.cdn],
      [compressingProxy(ports.preact.gateway), ports.preact.front],
      [staticServer(path.join(react, 'dist'), { cors: true, fallback: 'index.html' }), ports.react],
    ];
    for (const [server, port] of fronts) {
      await listen(server, port);
      servers.push(server);
    }
    await waitFor(`http://127.0.0.1:${ports.cdn}/cdn/js/helper.js`);
    for (const team of ['explore', 'decide', 'checkout'] as const)
      await waitFor(`http://127.0.0.1:${ports.preact[team]}/${team}/static/client.js`);
    await waitFor(`${peerBase('preact')}/`);
    await waitFor(`${peerBase('react')}/`);
  } catch (error) {
    await stop();
    throw error;
  }
  return { stop };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  startPeers().then(
    (peers) => {
      process.stdout.write(`Preact + ESI ${peerBase('preact')}, React + MF ${peerBase('react')}; Ctrl-C stops\n`);
      for (const signal of ['SIGINT', 'SIGTERM'] as const)
        process.on(signal, () => void peers.stop().then(() => process.exit(0)));
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
