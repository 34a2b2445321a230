import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { afterEach, describe, expect, it } from '@jest/globals';
import { freePort } from './free-port';
import { startServerProcess, type ServerProcess } from './server-process';

/** A tiny server in a process of its own: answers "the server" on PORT and says so once it listens. */
const SERVER = `
const http = require('node:http');
const server = http.createServer((request, response) => response.end('the server'));
server.on('error', (error) => { console.error(String(error)); process.exit(1); });
server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('listening on ' + process.env.PORT));
`;

const launchOn = (port: number, script = SERVER) => ({
  child: spawn(process.execPath, ['-e', script], {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  }),
  facts: { port },
});

describe('a server in a process of its own, ready when it says so (decision 136)', () => {
  const started: ServerProcess<unknown>[] = [];
  let other: Server | null = null;
  afterEach(async () => {
    for (const server of started.splice(0)) await server.stop('SIGKILL');
    await new Promise((resolve) => (other ? other.close(resolve) : resolve(undefined)));
    other = null;
  });

  it("starts again on another port when somebody took its port first, and never takes that one's answers for its own", async () => {
    // Another test's server on the port chosen for this one, answering everything, as the test API servers do.
    other = createServer((_request, response) => response.end('somebody else'));
    await new Promise<void>((resolve) => other!.listen(0, '127.0.0.1', resolve));
    const taken = (other.address() as { port: number }).port;
    const ports: number[] = [];
    const server = await startServerProcess({
      name: 'The test server',
      launch: async () => {
        const port = ports.length === 0 ? taken : await freePort();
        ports.push(port);
        return launchOn(port);
      },
      ready: /listening on/,
      timeoutMs: 20_000,
    });
    started.push(server);

    expect(ports).toHaveLength(2);
    expect(server.facts.port).toBe(ports[1]);
    expect(server.facts.port).not.toBe(taken);
    expect(await (await fetch(`http://127.0.0.1:${server.facts.port}/`)).text()).toBe('the server');
  });

  it('names a server that ends at start-up for another reason, and does not start it again', async () => {
    let launches = 0;
    const starting = startServerProcess({
      name: 'The test server',
      launch: async () => {
        launches += 1;
        return launchOn(await freePort(), "console.error('no DATABASE_URL'); process.exit(1);");
      },
      ready: /listening on/,
      timeoutMs: 20_000,
    });
    await expect(starting).rejects.toThrow('The test server exited at start-up: no DATABASE_URL');
    expect(launches).toBe(1);
  });

  it('gives up on a server that never says it is ready, and ends it', async () => {
    let pid = 0;
    const starting = startServerProcess({
      name: 'The test server',
      launch: async () => {
        const launched = launchOn(await freePort(), 'setInterval(() => {}, 1000);');
        pid = launched.child.pid ?? 0;
        return launched;
      },
      ready: /listening on/,
      timeoutMs: 1_000,
    });
    await expect(starting).rejects.toThrow('The test server not ready after 1 s');
    expect(() => process.kill(pid, 0)).toThrow();
  });
});
