import path from 'node:path';
import { MAIL_SMTP_PORT, MAIL_WEB_PORT, repoRoot } from '../apps';
import { startProcess, waitForUrl } from './processes';

export const MAIL_CATCHER_URL = `http://localhost:${MAIL_WEB_PORT}`;

async function isUp(): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${MAIL_WEB_PORT}/healthz`, { signal: AbortSignal.timeout(1000) })).ok;
  } catch {
    return false;
  }
}

/**
 * Makes sure a mail catcher answers on SMTP 1025 and http://localhost:1080 (MailDev: its web UI, and its REST API
 * at /email): the shop's mail in development goes there and nowhere else (docs/email.md). Starts MailDev when none
 * is running (it stops with `npm start`), and reuses one that is.
 */
export async function ensureMailCatcher(): Promise<void> {
  if (await isUp()) return;
  const catcher = startProcess('mail', process.execPath, [
    path.join(repoRoot, 'node_modules/maildev/bin/maildev'),
    '--smtp',
    String(MAIL_SMTP_PORT),
    '--web',
    String(MAIL_WEB_PORT),
    '--silent',
  ]);
  const exited = new Promise<never>((_resolve, reject) =>
    catcher.once('exit', () =>
      reject(new Error(`The mail catcher did not start; are ports ${MAIL_SMTP_PORT} and ${MAIL_WEB_PORT} free?`)),
    ),
  );
  await Promise.race([waitForUrl(`http://127.0.0.1:${MAIL_WEB_PORT}/healthz`, 30_000), exited]);
}
