import { spawn } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from '../lib/paths';
import { freePort } from './free-port';
import { startServerProcess } from './server-process';

/**
 * A message as MailDev's REST API (`GET /api/email`) shows it. MailDev 3 keeps few of its headers there (Subject,
 * Message-ID, MIME-Version; no From, To, Reply-To, Bcc or List-*): read the others with `headers`.
 */
export interface CaughtMail {
  id: string;
  subject: string;
  html: string;
  text: string;
  from: { address: string; name: string }[];
  to: { address: string; name: string }[];
  headers: Record<string, string>;
  /** What the SMTP session said (RCPT TO), whatever the headers claim. */
  envelope: { from: { address: string }; to: { address: string }[] };
  attachments?: { filename: string; contentType: string; generatedFileName?: string }[];
  date: string;
}

export interface MailCatcher {
  smtpUrl: string;
  smtpPort: number;
  /** MailDev's web UI (its REST API is under /api). */
  webUrl: string;
  messages(): Promise<CaughtMail[]>;
  /** Waits until at least `count` messages match (default one), polling the REST API. */
  waitFor(
    match: (mail: CaughtMail) => boolean,
    options?: { count?: number; timeoutMs?: number },
  ): Promise<CaughtMail[]>;
  /** The message as the SMTP server received it (headers and MIME body). */
  source(mail: CaughtMail): Promise<string>;
  /** Its headers as received, by lower-case name, each occurrence unfolded onto one line. */
  headers(mail: CaughtMail): Promise<Record<string, string[]>>;
  /** A file attached to a caught message, as bytes. */
  attachment(mail: CaughtMail, fileName: string): Promise<Buffer>;
  clear(): Promise<void>;
  stop(): Promise<void>;
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The header block of a raw message (RFC 5322): folded lines joined, names lower-cased. */
/** The calendar invitation a caught message carries (invitation.ics), its long lines (RFC 5545 3.1) unfolded to read. */
export async function invitationText(catcher: MailCatcher, mail: CaughtMail): Promise<string> {
  const file = mail.attachments?.find((each) => each.filename === 'invitation.ics');
  if (!file) throw new Error('the message carries no invitation.ics');
  return (await catcher.attachment(mail, file.filename)).toString('utf8').replace(/\r?\n[ \t]/g, '');
}

export function parseHeaders(source: string): Record<string, string[]> {
  const block = source.split(/\r?\n\r?\n/, 1)[0] ?? '';
  const headers: Record<string, string[]> = {};
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    (headers[line.slice(0, colon).trim().toLowerCase()] ??= []).push(line.slice(colon + 1).trim());
  }
  return headers;
}

/**
 * A real MailDev (the catcher `npm start` runs on 1025/1080) on spare ports of its own, in its own process, so a
 * test reads exactly what an SMTP server received. `smtpPort` may be given to bring one back on the same port
 * (the mail server returning after an outage).
 */
export async function startMailCatcher(options: { smtpPort?: number } = {}): Promise<MailCatcher> {
  const bin = path.join(repoRoot, 'node_modules/maildev/dist/bin/maildev.js');
  const catcher = await startServerProcess({
    name: 'MailDev',
    launch: async () => {
      const ports = { smtp: options.smtpPort ?? (await freePort()), web: await freePort() };
      const where = ['--smtp', String(ports.smtp), '--web', String(ports.web), '--ip', '127.0.0.1'];
      const child = spawn(process.execPath, [bin, ...where, '--web-ip', '127.0.0.1'], {
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      return { child, facts: ports };
    },
    // The banner it prints once its SMTP server and its web API both listen.
    ready: /Press Ctrl\+C to stop/,
    timeoutMs: 60_000,
  });
  const { smtp: smtpPort, web: webPort } = catcher.facts;
  const webUrl = `http://127.0.0.1:${webPort}`;
  const api = `${webUrl}/api`;
  const messages = async () => (await (await fetch(`${api}/email`)).json()) as CaughtMail[];
  const source = async (mail: CaughtMail) => (await fetch(`${api}/email/${mail.id}/source`)).text();
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
    source,
    headers: async (mail) => parseHeaders(await source(mail)),
    async attachment(mail, fileName) {
      // MailDev serves a file under the name it stored it as.
      const stored = mail.attachments?.find((file) => file.filename === fileName)?.generatedFileName ?? fileName;
      const response = await fetch(`${api}/email/${mail.id}/attachment/${encodeURIComponent(stored)}`);
      if (!response.ok) throw new Error(`attachment ${fileName}: ${response.status}`);
      return Buffer.from(await response.arrayBuffer());
    },
    async clear() {
      await fetch(`${api}/email/all`, { method: 'DELETE' });
    },
    async stop() {
      await catcher.stop('SIGTERM', 60_000);
    },
  };
}
