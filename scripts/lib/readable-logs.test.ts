import { describe, expect, it } from '@jest/globals';
import { readablePinoLines } from './readable-logs';

// Lines as the API writes them (Fastify's request logging through pino).
const incoming = (reqId: string, url: string) =>
  JSON.stringify({
    level: 30,
    time: 1795695960289,
    pid: 5762,
    hostname: 'vm',
    reqId,
    req: { method: 'GET', url, host: '127.0.0.1:4000', remoteAddress: '127.0.0.1', remotePort: 40016 },
    msg: 'incoming request',
  });
const completed = (reqId: string, statusCode: number, responseTime: number) =>
  JSON.stringify({
    level: 30,
    time: 1795695960301,
    pid: 5762,
    hostname: 'vm',
    reqId,
    res: { statusCode },
    responseTime,
    msg: 'request completed',
  });

describe("npm start's log of a server", () => {
  it('shows one line per request: method, path, status and time', () => {
    const show = readablePinoLines();
    expect(show(incoming('req-4', '/products'))).toBeUndefined();
    expect(show(incoming('req-5', '/workshops/raku-evening'))).toBeUndefined();
    const line = show(completed('req-5', 404, 3.2));
    expect(line).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: GET \/workshops\/raku-evening 404 3 ms$/);
    expect(show(completed('req-4', 200, 10.9))).toMatch(/INFO: GET \/products 200 11 ms$/);
  });

  it('keeps what a line says besides its message, an error with its stack, and lines that are not JSON', () => {
    const show = readablePinoLines();
    const shutdown = JSON.stringify({
      level: 30,
      time: 1,
      pid: 1,
      hostname: 'vm',
      signal: 'SIGINT',
      msg: 'shutting down',
    });
    expect(show(shutdown)).toMatch(/INFO: shutting down \{"signal":"SIGINT"\}$/);
    const failed = JSON.stringify({
      level: 50,
      time: 1,
      pid: 1,
      hostname: 'vm',
      err: { type: 'Error', message: 'the database is closed', stack: 'Error: the database is closed\n    at query' },
      msg: 'request failed',
    });
    expect(show(failed)).toMatch(/ERROR: request failed[\s\S]*the database is closed[\s\S]*at query/);
    expect(show('Mitti Studio API failed to start: port 4000 is in use')).toBe(
      'Mitti Studio API failed to start: port 4000 is in use',
    );
    expect(show('[1, 2]')).toBe('[1, 2]');
  });
});
