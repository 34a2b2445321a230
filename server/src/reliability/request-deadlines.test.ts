import { connect, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { buildApp } from '../app';
import type { Database } from '../db/database';
import { REQUEST_TIMEOUT_MESSAGE } from '../plugins/request-deadlines';
import { createTestDatabase } from '../test/test-app';
import { testAuth, testVerifier as verifier } from './support/test-verifier';

/** The deadlines, shortened for the test (15 s and 120 s in the shop). */
const REQUEST_TIMEOUT_MS = 600;
const UPLOAD_TIMEOUT_MS = 2500;

/**
 * A client that sends `head` at once, then `trickle` a byte every 150 ms (a slowloris): what came back, and
 * after how long, once the server answered and hung up (or after 6 s).
 */
function slowClient(port: number, head: string, trickle: string): Promise<{ answer: string; afterMs: number }> {
  return new Promise((resolve) => {
    const started = Date.now();
    let answer = '';
    let sent = 0;
    const socket: Socket = connect(port, '127.0.0.1', () => socket.write(head));
    const drip = setInterval(() => {
      if (sent < trickle.length && socket.writable) socket.write(trickle[sent++]!);
    }, 150);
    const finish = () => {
      clearInterval(drip);
      clearTimeout(giveUp);
      socket.destroy();
      resolve({ answer, afterMs: Date.now() - started });
    };
    const giveUp = setTimeout(finish, 6000);
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('end', finish);
    socket.on('close', finish);
    socket.on('error', finish);
  });
}

describe('the API lets go of a client that sends its request slowly', () => {
  let db: Database;
  let app: FastifyInstance;
  let port: number;

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await buildApp({
      db,
      verifier,
      requestTimeoutMs: REQUEST_TIMEOUT_MS,
      uploadTimeoutMs: UPLOAD_TIMEOUT_MS,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as { port: number }).port;
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await db.close();
  }, 60_000);

  it('answers a body sent a byte at a time 408, and serves another shopper meanwhile', async () => {
    const body = JSON.stringify({ email: 'slow-reader@example.com' });
    const slow = slowClient(
      port,
      `POST /api/newsletter HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
      body,
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    const other = await fetch(`http://127.0.0.1:${port}/products`);
    expect(other.status).toBe(200);
    const { answer, afterMs } = await slow;
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer).toContain(JSON.stringify({ error: REQUEST_TIMEOUT_MESSAGE, statusCode: 408 }));
    // Let go near its deadline, long before its body would have been whole (about 6 s at this pace).
    expect(afterMs).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 50);
    expect(afterMs).toBeLessThan(REQUEST_TIMEOUT_MS + 1000);
  });

  it('answers headers sent a byte at a time 408', async () => {
    const { answer, afterMs } = await slowClient(
      port,
      'GET /products HTTP/1.1\r\nHost: localhost\r\n',
      'X-Slow: aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(afterMs).toBeLessThan(REQUEST_TIMEOUT_MS + 1000);
  });

  it('gives an upload (the owner’s photo) longer than a form, and still a bound', async () => {
    const boundary = 'mitti-boundary';
    const part = `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="bowl.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
    const auth = testAuth('owner', true).authorization;
    const { answer, afterMs } = await slowClient(
      port,
      `POST /api/admin/products/forest-green-mug/photos HTTP/1.1\r\nHost: localhost\r\nAuthorization: ${auth}\r\n` +
        `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: 100000\r\n\r\n${part}`,
      'x'.repeat(100),
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(afterMs).toBeGreaterThanOrEqual(UPLOAD_TIMEOUT_MS - 50);
    expect(afterMs).toBeLessThan(UPLOAD_TIMEOUT_MS + 1000);
  });

  it('still reads a body that arrives in time, in pieces', async () => {
    const body = JSON.stringify({ email: 'quick-reader@example.com' });
    const { answer } = await slowClient(
      port,
      `POST /api/newsletter HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body.slice(0, -2)}`,
      body.slice(-2),
    );
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
  });
});
