import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon, { type Options, type Result } from 'autocannon';

/**
 * autocannon in a process of its own: the latency it measures is the servers', not the wait of a bench
 * process that also supervises the servers and reads their logs.
 */
export function loadFrom(options: Options): Promise<Result> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(import.meta.url), [JSON.stringify(options)], { stdio: 'inherit' });
    child.once('message', (result) => resolve(result as Result));
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      reject(new Error(`the load generator ended (${code ?? signal}) with no result`)),
    );
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.send) {
  const result = await autocannon(JSON.parse(process.argv[2]!) as Options);
  process.send(result, () => process.exit(0));
}
