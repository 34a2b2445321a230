// Jest: the scripts before the app as built (shell/server/src/before-app/build.ts, decision 091), in place of the
// module that builds them, as the document server's build puts them. esbuild runs here, in Node, since it cannot
// in jsdom (a test's world); build.ts is itself bundled by esbuild to be run, so any Node this runs on reads it.
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { buildSync } from 'esbuild';

/** The scripts built from `buildFile`'s folder, as a JSON text. */
async function built(buildFile) {
  const [bundle] = buildSync({
    entryPoints: [buildFile],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    external: ['esbuild'],
    define: { 'import.meta.url': JSON.stringify(pathToFileURL(buildFile).href) },
    write: false,
    logLevel: 'silent',
  }).outputFiles;
  const module = { exports: {} };
  new Function('require', 'module', 'exports', bundle.text)(createRequire(buildFile), module, module.exports);
  return JSON.stringify(await module.exports.buildBeforeAppScripts());
}

export default {
  // The key is the built text itself: a change to a script or to anything it imports is seen.
  getCacheKeyAsync: async (_source, buildFile) => `before-app 1 ${await built(buildFile)}`,
  processAsync: async (_source, buildFile) => ({
    code: `const BUILT = ${await built(buildFile)};\nexport const buildBeforeAppScripts = async () => BUILT;`,
  }),
};
