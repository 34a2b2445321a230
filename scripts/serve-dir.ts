/** Serves one build folder the way `npm start` does: `tsx scripts/serve-dir.ts /tmp/catalog-v2 3101`. */
import path from 'node:path';
import { serveStatic } from '../shell/server/src/static-server';

const [dir, port] = process.argv.slice(2);
if (!dir || !port || !Number.isInteger(Number(port))) {
  console.error('Usage: tsx scripts/serve-dir.ts <build folder> <port>');
  process.exit(1);
}
await serveStatic({ root: path.resolve(dir), port: Number(port) });
console.log(`Serving ${path.resolve(dir)} on http://localhost:${port}`);
