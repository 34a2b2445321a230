import { spawn } from 'node:child_process';
import path from 'node:path';
import { MAIL_SMTP_PORT, MAIL_WEB_PORT, repoRoot } from '../apps';
import { startProcess, waitForUrl } from './processes';

export const MAIL_CATCHER_URL = `http://localhost:${MAIL_WEB_PORT}`;

const maildev = path.join(repoRoot, 'node_modules/maildev/dist/bin/maildev.js');
const maildevArgs = (smtpPort: number, webPort: number) => [
  maildev,
  '--smtp',
  String(smtpPort),
  '--web',
  String(webPort),
  '--silent',
];

async function answers(webPort: number): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${webPort}/api/healthz`, { signal: AbortSignal.timeout(1000) })).ok;
  } catch {
    return false;
  }
}

async function ready(child: ReturnType<typeof spawn>, smtpPort: number, webPort: number): Promise<void> {
  const exited = new Promise<never>((_resolve, reject) =>
    child.once('exit', () =>
      reject(new Error(`The mail catcher did not start; are ports ${smtpPort} and ${webPort} free?`)),
    ),
  );
  await Promise.race([waitForUrl(`http://127.0.0.1:${webPort}/api/healthz`, 30_000), exited]);
  exited.catch(() => undefined);
}

/**
 * Makes sure a mail catcher answers on SMTP 1025 and http://localhost:1080 (MailDev: its web UI, and its REST API
 * at /api/email): the shop's mail in development goes there and nowhere else (docs/email.md). Starts MailDev when none
 * is running (it stops with `npm start`), and reuses one that is.
 */
export async function ensureMailCatcher(): Promise<void> {
  if (await answers(MAIL_WEB_PORT)) return;
  const catcher = startProcess('mail', process.execPath, maildevArgs(MAIL_SMTP_PORT, MAIL_WEB_PORT));
  await ready(catcher, MAIL_SMTP_PORT, MAIL_WEB_PORT);
}

/** A MailDev of its own on the given ports (the cluster's); `stop` ends it. */
export async function startMailCatcher(smtpPort: number, webPort: number) {
  const child = spawn(process.execPath, maildevArgs(smtpPort, webPort), { cwd: repoRoot, stdio: 'ignore' });
  await ready(child, smtpPort, webPort);
  return {
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    url: `http://localhost:${webPort}`,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
    },
  };
}
