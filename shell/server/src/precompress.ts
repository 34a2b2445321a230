import { readdirSync, statSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { COMPRESS_THRESHOLD_BYTES, compress, type CompressionEffort } from '@mitti/server-kit/http-caching';

/** Text a browser fetches; source maps and the server bundles (`server/`) are compressed on the fly. */
const TEXT = /\.(js|mjs|css|html|json|svg|txt|xml)$/;
/** Once per build: the most each coding can do. */
const BUILD_EFFORT: CompressionEffort = { brotliQuality: 11, gzipLevel: 9 };

/**
 * Writes `file.br` (brotli, quality 11: about 9% smaller than the quality a server can afford per response)
 * and `file.gz` (gzip, level 9) beside each text file of a build, as a CDN keeps them: the document server
 * sends them as they are (@fastify/static's `preCompressed`). Compressed in parallel on the thread pool.
 * Returns how many files got compressed copies.
 */
export async function precompress(dir: string): Promise<number> {
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => TEXT.test(name) && !name.startsWith(`server${path.sep}`))
    .map((name) => path.join(dir, name))
    .filter((file) => statSync(file).isFile() && statSync(file).size >= COMPRESS_THRESHOLD_BYTES);
  await Promise.all(
    files.map(async (file) => {
      const body = await readFile(file);
      const [br, gz] = await Promise.all([compress(body, 'br', BUILD_EFFORT), compress(body, 'gzip', BUILD_EFFORT)]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    }),
  );
  return files.length;
}
