import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/database';
import type { InvoiceSettings } from '../invoices/invoice-settings';
import { DEFAULT_RETRY_POLICY } from '../mail/mail-queue';
import { DEFAULT_FROM, DEFAULT_STUDIO_ADDRESS, type MailSettings } from '../mail/mail-settings';
import { startMailWorker, type MailWorker } from './mail-worker';

/** What a caller of `buildApp` says about sending: the SMTP server at least; the rest has defaults. */
export type MailerOptions = Partial<MailSettings> & Pick<MailSettings, 'smtpUrl'>;

export function mailSettings(
  options: MailerOptions,
  urls: Pick<MailSettings, 'shopUrl' | 'publicApiUrl'>,
): MailSettings {
  return {
    from: DEFAULT_FROM,
    studioAddress: DEFAULT_STUDIO_ADDRESS,
    dkim: null,
    retry: DEFAULT_RETRY_POLICY,
    pollingSeconds: 1,
    ...urls,
    ...options,
  };
}

/** Runs the mail worker (decision 040) for as long as the app runs: started when it is ready, stopped as it closes. */
export const mailPlugin: FastifyPluginAsync<{
  db: Database;
  settings: MailSettings;
  invoices: InvoiceSettings;
}> = async (app, { db, settings, invoices }) => {
  let worker: MailWorker | null = null;
  app.addHook('onReady', async () => {
    worker = await startMailWorker({ db, settings, invoices, log: app.log });
  });
  app.addHook('onClose', async () => {
    await worker?.stop();
  });
};
