import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import path from 'node:path';
import { APPS, repoRoot } from '../apps';
import { AUTH_EMULATOR_HOST, ensureAuthEmulator } from '../lib/auth-emulator';
import { startMailCatcher } from '../lib/mail-catcher';
import { waitForUrl } from '../lib/processes';
import { findPostgresBin, freePort, startThrowawayPostgres } from '../lib/throwaway-postgres';
import { writeSiteFiles } from '../../shell/server/src/site-files';
import { API_PATH, nginxConfig, remotePath } from './nginx-config';

/** The cluster's ports: none of `npm start`'s, so both can run at once. */
export const CLUSTER_PORTS = { site: 3300, documents: [3301, 3302], apis: [4301, 4302], mail: 3380 } as const;
export const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
/**
 * Every copy is reached through nginx, which connects from loopback: the one proxy each copy believes about a
 * client's address (decision 057).
 */
export const NGINX_ADDRESS = '127.0.0.1';

const dataDir = path.join(repoRoot, '.data/cluster');

/** One copy of a service: started, and stopped and started again for a rolling deploy. */
class Copy {
  private child: ChildProcess | null = null;

  constructor(
    readonly name: string,
    private readonly args: string[],
    private readonly env: NodeJS.ProcessEnv,
    readonly health: string,
    private readonly log: (line: string) => void,
  ) {}

  get pid(): number | undefined {
    return this.child?.pid;
  }

  async start(): Promise<void> {
    const child = spawn(process.execPath, this.args, {
      cwd: repoRoot,
      env: { ...process.env, ...this.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // Warnings and errors; the request logs (pino's info, level 30) would drown them.
    const lines = (chunk: Buffer) =>
      chunk
        .toString()
        .split('\n')
        .filter((line) => line && !/"level":[123]\d,/.test(line))
        .forEach((line) => this.log(`[${this.name}] ${line}`));
    child.stdout.on('data', lines);
    child.stderr.on('data', lines);
    this.child = child;
    const exited = new Promise<never>((_resolve, reject) =>
      child.once('exit', (code) => reject(new Error(`${this.name} exited (${code}) before it answered`))),
    );
    await Promise.race([waitForUrl(this.health, 120_000), exited]);
    exited.catch(() => undefined);
  }

  /** SIGTERM: the copy answers its requests in flight and exits. */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }

  /** A deploy of this copy: stopped gracefully, then started again and healthy. */
  async restart(): Promise<void> {
    await this.stop();
    await this.start();
  }
}

export interface Cluster {
  /** The shop on one port: http://localhost:3300. */
  url: string;
  /** The API as the browser and the document servers reach it. */
  apiUrl: string;
  databaseUrl: string;
  /** The mail catcher both APIs send through (MailDev's web UI). */
  mailUrl: string;
  documentServers: Copy[];
  apis: Copy[];
  /** Every copy in turn, one at a time (what `kill -HUP` of `npm run start:cluster` does). */
  rollingRestart(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The shop on more than one machine, on this one: a private PostgreSQL cluster, two copies of the API on it
 * (their rate limits counted in it), two document servers, and nginx as the load balancer on one port,
 * serving the remotes' builds too. Builds must exist (`npm run build`).
 */
export async function startCluster(log: (line: string) => void = (line) => process.stdout.write(`${line}\n`)) {
  const bin = findPostgresBin();
  if (!bin) throw new Error('No PostgreSQL server is installed (apt-get install postgresql)');
  rmSync(dataDir, { recursive: true, force: true });
  const nginxDir = path.join(dataDir, 'nginx');
  mkdirSync(path.join(nginxDir, 'cache'), { recursive: true });
  const site = `http://localhost:${CLUSTER_PORTS.site}`;
  const apiUrl = `${site}${API_PATH.replace(/\/$/, '')}`;

  const started: (() => unknown)[] = [];
  const stopStarted = async () => {
    for (const stop of started.splice(0).reverse()) await stop();
  };
  try {
    return await start();
  } catch (error) {
    await stopStarted();
    throw error;
  }

  async function start(): Promise<Cluster> {
    const stopEmulator = await ensureAuthEmulator();
    started.push(stopEmulator);
    const postgres = await startThrowawayPostgres(bin!, await freePort());
    started.push(() => postgres.stop());
    // Both copies send the shop's mail (each job to one of them, decision 040) to a catcher of the cluster's own.
    const mail = await startMailCatcher(await freePort(), CLUSTER_PORTS.mail);
    started.push(mail.stop);
    const siteDir = path.join(dataDir, 'site');
    writeSiteFiles(siteDir, {
      ...process.env,
      API_URL: apiUrl,
      ...Object.fromEntries(
        APPS.filter((app) => app.name !== 'shell').map((app) => [
          `REMOTE_${app.name.toUpperCase()}_URL`,
          `${site}${remotePath(app.name)}mf-manifest.json`,
        ]),
      ),
    });

    // The document servers sign each shopper's address with it, the APIs check it (decision 065).
    const documentServerSecret = randomBytes(32).toString('base64url');
    const apis = CLUSTER_PORTS.apis.map(
      (port, index) =>
        new Copy(
          `api-${index + 1}`,
          [path.join(repoRoot, 'server/dist/main.js')],
          {
            PORT: String(port),
            HOST: '127.0.0.1',
            DATABASE_URL: postgres.url,
            PUBLIC_API_URL: apiUrl,
            SHOP_URL: site,
            CORS_ORIGINS: site,
            TRUST_PROXY: NGINX_ADDRESS,
            DOCUMENT_SERVER_SECRET: documentServerSecret,
            FIREBASE_AUTH_EMULATOR_HOST: AUTH_EMULATOR_HOST,
            GCLOUD_PROJECT: 'demo-mitti',
            SMTP_URL: mail.smtpUrl,
          },
          `http://127.0.0.1:${port}/health`,
          log,
        ),
    );
    const documentServers = CLUSTER_PORTS.documents.map(
      (port, index) =>
        new Copy(
          `web-${index + 1}`,
          [path.join(repoRoot, 'shell/server/dist/main.js')],
          {
            PORT: String(port),
            HOST: '127.0.0.1',
            SERVE_APPS: 'shell',
            SITE_DIR: siteDir,
            TRUST_PROXY: NGINX_ADDRESS,
            DOCUMENT_SERVER_SECRET: documentServerSecret,
            LOG_LEVEL: 'warn',
          },
          `http://127.0.0.1:${port}/healthz`,
          log,
        ),
    );
    started.push(() => Promise.all([...documentServers, ...apis].map((copy) => copy.stop())));
    // The first copy migrates and seeds the database; the second finds it done.
    await apis[0]!.start();
    await Promise.all([apis[1]!.start(), ...documentServers.map((copy) => copy.start())]);

    const conf = path.join(nginxDir, 'nginx.conf');
    writeFileSync(
      conf,
      nginxConfig({
        port: CLUSTER_PORTS.site,
        documents: [...CLUSTER_PORTS.documents],
        apis: [...CLUSTER_PORTS.apis],
        prefix: nginxDir,
      }),
    );
    // As root nginx's workers run as nobody: their temporary files and cache are theirs.
    if (userInfo().uid === 0) chownSync(path.join(nginxDir, 'cache'), 65534, 65534);
    const nginx = spawn(
      NGINX,
      ['-p', nginxDir, '-c', conf, '-e', path.join(nginxDir, 'error.log'), '-g', 'daemon off;'],
      {
        stdio: ['ignore', 'inherit', 'inherit'],
      },
    );
    started.push(() => nginx.kill('SIGQUIT'));
    const nginxExited = new Promise<never>((_resolve, reject) =>
      nginx.once('exit', (code) =>
        reject(new Error(`nginx exited (${code}): see ${path.join(nginxDir, 'error.log')}`)),
      ),
    );
    await Promise.race([waitForUrl(`${site}/healthz`, 30_000), nginxExited]);
    nginxExited.catch(() => undefined);

    const cluster: Cluster = {
      url: site,
      apiUrl,
      databaseUrl: postgres.url,
      mailUrl: mail.url,
      documentServers,
      apis,
      async rollingRestart() {
        for (const copy of [...documentServers, ...apis]) {
          log(`rolling deploy: ${copy.name}`);
          await copy.restart();
        }
      },
      stop: stopStarted,
    };
    return cluster;
  }
}
