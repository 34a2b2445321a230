/**
 * The build of the scripts before the app (decision 091): each of this folder's four scripts bundled with what
 * it imports and minified by esbuild (which builds the servers too) into one statement, and the CSP source that
 * allows exactly that text. The document server's build (scripts/build-document-server.ts) and Jest
 * (scripts/test/before-app-transform.js) put its result in place of this module, `buildBeforeAppScripts`
 * answering what was built; run from source (tsx) it builds as the server starts. It uses no Node built-in, so
 * a browser test that imports the scripts (mf-catalog's) type-checks without Node's types.
 */
import { build } from 'esbuild';

/** The scripts, by the file each is built from. */
const BEFORE_APP_NAMES = ['greeting', 'clock', 'start', 'stepper'] as const;
export type BeforeAppName = (typeof BEFORE_APP_NAMES)[number];

export interface BuiltScript {
  /** The script's text, as the document carries it inside `<script>`. */
  source: string;
  /** The CSP's source for it: `'sha256-…'` of the text. */
  hash: string;
}

export type BeforeAppScripts = Readonly<Record<BeforeAppName, BuiltScript>>;

/** The browsers the shop's apps are built for read it; none of them needs it lowered further. */
const TARGET = 'es2015';

async function cspHash(source: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(source)));
  return `'sha256-${btoa(String.fromCharCode(...digest))}'`;
}

/** One script (`folder`/`name`.ts) as a document carries it, and its CSP source; the bench's trials build theirs too. */
export async function buildScript(name: string, folder: string): Promise<BuiltScript> {
  const result = await build({
    absWorkingDir: folder,
    entryPoints: [`./${name}.ts`],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: TARGET,
    minify: true,
    legalComments: 'none',
    // Not the folder's tsconfig (its strict mode would add "use strict"): the scripts are plain statements.
    tsconfigRaw: {},
    write: false,
    logLevel: 'silent',
  });
  const source = result.outputFiles[0]!.text.trim();
  // Nothing in it may end the element that carries it.
  if (/<\/script/i.test(source)) throw new Error(`The ${name} script holds "</script"`);
  return { source, hash: await cspHash(source) };
}

/** Builds the four scripts from this folder. */
export async function buildBeforeAppScripts(): Promise<BeforeAppScripts> {
  const folder = decodeURIComponent(new URL('.', import.meta.url).pathname);
  const built = await Promise.all(BEFORE_APP_NAMES.map((name) => buildScript(name, folder)));
  return Object.fromEntries(BEFORE_APP_NAMES.map((name, i) => [name, built[i]!])) as Record<BeforeAppName, BuiltScript>;
}
