import path from 'node:path';
import { z } from 'zod';
import { parsedBy } from '@mitti/server-kit/env-variable';
import { exitWithParentVariable } from '@mitti/server-kit/supervision';
import { parseTrustedProxies, type TrustedProxies } from '@mitti/server-kit/trusted-proxies';
import { parseDocumentServerSecret } from '@mitti/server-kit/shopper-address';
import { APPS, distDir, repoRoot, type AppInfo, type AppName } from './apps';
import { documentSecurityHeaders } from './site-config';
import { readSiteFiles } from './site-files';

/**
 * The document server's configuration: every variable read once at start, by this schema, into a typed
 * config with defaults; a bad value stops the process with a message naming the variable. Parsed with zod, as the
 * API's environment is (server/src/config/env.ts).
 */

/** How long a request may take to arrive, by default: a shopper's browser sends one in milliseconds. */
export const REQUEST_TIMEOUT_MS = 10_000;

/** A whole number from a variable, said as an operator reads it: "expected integer" for `eighty` or `1.5`. */
const integer = () =>
  z.coerce
    .number({ error: (issue) => (issue.code === 'invalid_type' ? 'expected integer' : undefined) })
    .int({ error: 'expected integer' });

const Port = (fallback: number) => integer().min(0).max(65_535).default(fallback);

/** Each app's port and build folder: `PORT` and `SHELL_DIST` for the shell, `CATALOG_PORT`, ... */
const portVariable = (app: AppInfo) => (app.name === 'shell' ? 'PORT' : `${app.name.toUpperCase()}_PORT`);
const distVariable = (app: AppInfo) => `${app.name.toUpperCase()}_DIST`;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const EnvSchema = z.object({
  // Local only unless said otherwise: a production copy behind a load balancer sets HOST=0.0.0.0.
  HOST: z.string().min(1).default('localhost'),
  /** The shell's port serves its documents, its build, `/remotes.json`, `/runtime-config.json`. */
  ...Object.fromEntries(APPS.map((app) => [portVariable(app), Port(app.port)])),
  ...Object.fromEntries(APPS.map((app) => [distVariable(app), z.string().min(1).optional()])),
  /** The apps this copy serves, comma-separated (a remote on a CDN is left out). */
  SERVE_APPS: z
    .string()
    .min(1)
    .default(APPS.map((app) => app.name).join(',')),
  /** The deploy-time documents (`remotes.json`, `runtime-config.json`, `sitemap.xml`, `robots.txt`). */
  SITE_DIR: z.string().min(1).default(path.join(repoRoot, '.data/site')),
  LOG_LEVEL: z.enum(LOG_LEVELS, { error: `expected one of ${LOG_LEVELS.join(', ')}` }).default('info'),
  /** How long in-flight requests get to finish after SIGTERM/SIGINT before the process exits anyway. */
  SHUTDOWN_TIMEOUT_MS: integer().min(0).default(10_000),
  /**
   * The addresses of the proxies in front, whose X-Forwarded-For and X-Forwarded-Proto are believed; never
   * every hop (decision 057).
   */
  TRUST_PROXY: parsedBy(parseTrustedProxies),
  /**
   * Signs the shopper's address on the API calls this server makes for a shopper (a form, a page's reads), so the
   * API counts them against that shopper (decision 065); the API is given the same. Never echoed in a message.
   */
  DOCUMENT_SERVER_SECRET: parsedBy(parseDocumentServerSecret),
  /** A request's headers and body must have arrived within this, or it is answered 408 (slow clients). */
  REQUEST_TIMEOUT_MS: integer().min(100).default(REQUEST_TIMEOUT_MS),
  /** `true` serves the builds' source maps to anyone (a local run); by default they stay on the server (decision 068). */
  PUBLIC_SOURCE_MAPS: z.enum(['true', 'false'], { error: 'expected one of true, false' }).default('false'),
  EXIT_WITH_PARENT: exitWithParentVariable,
});

/** The per-app variables are named from the app table, so they are read by name. */
type Env = z.infer<typeof EnvSchema> & Record<string, unknown>;

export interface ServedApp {
  name: AppName;
  port: number;
  /** The app's production build. */
  dist: string;
}

export interface DocumentServerConfig {
  host: string;
  apps: ServedApp[];
  siteDir: string;
  logLevel: Env['LOG_LEVEL'];
  shutdownTimeoutMs: number;
  trustProxy: TrustedProxies;
  requestTimeoutMs: number;
  /** Null: the API counts every shopper's forms and pages sent through this server against its address. */
  documentServerSecret: string | null;
  /** The builds' source maps are served to browsers. */
  publicSourceMaps: boolean;
  /** Stop when the process that started this one is gone (`npm start`'s servers). */
  exitWithParent: boolean;
}

export class ConfigError extends Error {}

const fail = (variable: string, value: unknown, problem: string) =>
  new ConfigError(
    `Invalid environment variable ${variable}${value === undefined ? '' : ` (${String(value)})`}: ${problem}`,
  );

/** Parses the environment; throws a ConfigError naming the first bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): DocumentServerConfig {
  // An empty variable means "not set", so `PORT=` falls back to the default instead of failing.
  const given = Object.fromEntries(
    Object.keys(EnvSchema.shape)
      .filter((name) => env[name] !== undefined && env[name] !== '')
      .map((name) => [name, env[name]]),
  );
  const parsed = EnvSchema.safeParse(given);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const variable = String(issue.path[0]);
    // The secret is never echoed, not even a wrong one.
    throw fail(variable, variable === 'DOCUMENT_SERVER_SECRET' ? undefined : given[variable], issue.message);
  }
  const values = parsed.data as Env;
  const names = values.SERVE_APPS.split(',').map((name) => name.trim());
  const unknown = names.find((name) => !APPS.some((app) => app.name === name));
  if (unknown)
    throw fail(
      'SERVE_APPS',
      values.SERVE_APPS,
      `no app is called "${unknown}" (${APPS.map((a) => a.name).join(', ')})`,
    );
  const apps = APPS.filter((app) => names.includes(app.name)).map((app) => {
    const dist = values[distVariable(app)] as string | undefined;
    return {
      name: app.name,
      port: values[portVariable(app)] as number,
      dist: dist ? path.resolve(dist) : distDir(app),
    };
  });
  const ports = apps.map((app) => app.port).filter((port) => port !== 0);
  const taken = ports.find((port, index) => ports.indexOf(port) !== index);
  if (taken !== undefined) throw fail('PORT', taken, 'two apps cannot share one port');
  return {
    host: values.HOST,
    apps,
    siteDir: path.resolve(values.SITE_DIR),
    logLevel: values.LOG_LEVEL,
    shutdownTimeoutMs: values.SHUTDOWN_TIMEOUT_MS,
    trustProxy: values.TRUST_PROXY,
    requestTimeoutMs: values.REQUEST_TIMEOUT_MS,
    documentServerSecret: values.DOCUMENT_SERVER_SECRET,
    publicSourceMaps: values.PUBLIC_SOURCE_MAPS === 'true',
    exitWithParent: values.EXIT_WITH_PARENT,
  };
}

/**
 * The shell's deploy-time documents must be there and parse (every document's CSP is made from them):
 * checked at start, so a copy without them fails to start instead of answering 500 to every shopper.
 */
export function checkSiteFiles(siteDir: string): void {
  try {
    documentSecurityHeaders(readSiteFiles(siteDir));
  } catch (error) {
    throw new ConfigError(
      `Invalid environment variable SITE_DIR (${siteDir}): it must hold remotes.json and runtime-config.json ` +
        `(docs/deployment.md): ${(error as Error).message}`,
    );
  }
}
