import nodemailer from 'nodemailer';
import type { MailSettings } from '../mail/mail-settings';

/**
 * nodemailer over SMTP_URL, with DKIM signing when configured. A small pool of connections (a burst of orders
 * shares them); the pool's own requeueing is off, so a failed send comes back to the worker, whose queue
 * retries it with backoff and records it. Every wait is well inside the send timeout, after which the queue
 * takes an attempt as lost (decision 040).
 */
export function createMailTransport(settings: MailSettings) {
  const budgetMs = (settings.retry.sendTimeoutSeconds * 1000) / 3;
  return nodemailer.createTransport({
    pool: true,
    url: settings.smtpUrl,
    maxConnections: 4,
    maxRequeues: 0,
    connectionTimeout: Math.min(10_000, budgetMs),
    greetingTimeout: Math.min(10_000, budgetMs),
    socketTimeout: Math.min(30_000, budgetMs),
    // Addresses and message text never reach a log (issue 32): nodemailer logs nothing.
    logger: false,
    ...(settings.dkim ? { dkim: settings.dkim } : {}),
  });
}

export type MailTransport = ReturnType<typeof createMailTransport>;
