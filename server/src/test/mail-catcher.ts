import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from '../config/paths';
import { freePort } from './free-port';

/** A message as MailDev's REST API (`GET /email`) shows it. */
export interface CaughtMail {
  id: string;
  subject: string;
  html: string;
  text: string;
  from: { address: string; name: string }[];
  to: { address: string; name: string }[];
  replyTo?: { address: string; name: string }[];
  headers: Record<string, string>;
  /** What the SMTP session said (RCPT TO), whatever the headers claim. */
  envelope: { from: { address: string }; to: { address: string }[] };
  attachments?: { fileName: string; contentType: string; generatedFileName?: string }[];
  date: string;
}

export interface MailCatcher {
  smtpUrl: string;
  smtpPort: number;
  /** MailDev's web UI and REST API. */
  webUrl: string;
  messages(): Promise<CaughtMail[]>;
  /** Waits until at least `count` messages match (default one), polling the REST API. */
  waitFor(
    match: (mail: CaughtMail) => boolean,
    options?: { count?: number; timeoutMs?: number },
  ): Promise<CaughtMail[]>;
  /** The message as the SMTP server received it (headers and MIME body). */
  source(mail: CaughtMail): Promise<string>;
  /** A file attached to a caught message, as bytes. */
  attachment(mail: CaughtMail, fileName: string): Promise<Buffer>;
  clear(): Promise<void>;
  stop(): Promise<void>;
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A real MailDev (the catcher `npm start` runs on 1025/1080) on spare ports of its own, in its own process, so a
 * test reads exactly what an SMTP server received. `smtpPort` may be given to bring one back on the same port
 * (the mail server returning after an outage).
 */
export async function startMailCatcher(options: { smtpPort?: number } = {}): Promise<MailCatcher> {
  const smtpPort = options.smtpPort ?? (await freePort());
  const webPort = await freePort();
  const bin = path.join(repoRoot, 'node_modules/maildev/bin/maildev');
  const child: ChildProcess = spawn(
    process.execPath,
    [bin, '--smtp', String(smtpPort), '--web', String(webPort), '--ip', '127.0.0.1', '--silent'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const webUrl = `http://127.0.0.1:${webPort}`;
  for (let waited = 0; ; waited += 100) {
    if (child.exitCode !== null) throw new Error(`MailDev exited at start-up: ${stderr}`);
    if (waited > 60_000) throw new Error(`MailDev not ready after 60 s: ${stderr}`);
    const ok = await fetch(`${webUrl}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) break;
    await delay(100);
  }
  const messages = async () => (await (await fetch(`${webUrl}/email`)).json()) as CaughtMail[];
  return {
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    smtpPort,
    webUrl,
    messages,
    async waitFor(match, { count = 1, timeoutMs = 15_000 } = {}) {
      const started = Date.now();
      for (;;) {
        const found = (await messages()).filter(match);
        if (found.length >= count) return found;
        if (Date.now() - started > timeoutMs) {
          throw new Error(`expected ${count} matching message(s) within ${timeoutMs} ms, found ${found.length}`);
        }
        await delay(100);
      }
    },
    async source(mail) {
      return (await fetch(`${webUrl}/email/${mail.id}/source`)).text();
    },
    async attachment(mail, fileName) {
      // MailDev serves a file under the name it stored it as.
      const stored = mail.attachments?.find((file) => file.fileName === fileName)?.generatedFileName ?? fileName;
      const response = await fetch(`${webUrl}/email/${mail.id}/attachment/${encodeURIComponent(stored)}`);
      if (!response.ok) throw new Error(`attachment ${fileName}: ${response.status}`);
      return Buffer.from(await response.arrayBuffer());
    },
    async clear() {
      await fetch(`${webUrl}/email/all`, { method: 'DELETE' });
    },
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
