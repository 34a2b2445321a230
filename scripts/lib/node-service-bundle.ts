import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';

export interface NodeServiceBundle {
  /** The service's workspace folder (its package.json names the dependencies that stay external). */
  dir: string;
  outName: string;
  /** Workspace packages bundled from source rather than loaded from node_modules. */
  bundled?: string[];
  define?: Record<string, string>;
  plugins?: Plugin[];
}

/**
 * A Node service's production bundle, `<dir>/<outName>/main.js` from `<dir>/src/main.ts`, run with plain
 * `node`: esbuild bundles our TypeScript, the service's npm dependencies stay external and load from
 * node_modules as they are. Returns the path of its entry.
 */
export async function buildNodeService({
  dir,
  outName,
  bundled = [],
  define,
  plugins,
}: NodeServiceBundle): Promise<string> {
  const outDir = path.join(dir, outName);
  const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  const external = Object.keys(manifest.dependencies ?? {})
    .filter((name) => !bundled.includes(name))
    .flatMap((name) => [name, `${name}/*`]);
  rmSync(outDir, { recursive: true, force: true });
  const outfile = path.join(outDir, 'main.js');
  await build({
    entryPoints: [path.join(dir, 'src/main.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external,
    ...(define ? { define } : {}),
    ...(plugins ? { plugins } : {}),
    sourcemap: true,
    logLevel: 'error',
  });
  return outfile;
}
