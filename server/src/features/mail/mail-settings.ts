import { SELLER } from '@mitti/shared/legal';
import type { RetryPolicy } from './mail-queue';

export interface DkimSettings {
  /** The domain the signature speaks for (d=), normally MAIL_FROM's. */
  domainName: string;
  /** The DNS selector (s=): the public key is published at <selector>._domainkey.<domain>. */
  keySelector: string;
  /** PEM private key. */
  privateKey: string;
}

/** How the shop's mail goes out (docs/email.md): the server, who it is from, where the studio reads its own. */
export interface MailSettings {
  /** smtp://user:pass@host:587 (STARTTLS when offered) or smtps://...:465. */
  smtpUrl: string;
  from: { name: string; address: string };
  /** The studio's mailbox: contact messages and the alerts for new orders and bookings. */
  studioAddress: string;
  /** Storefront origin for links to pages (no trailing slash). */
  shopUrl: string;
  /** API origin for the newsletter's confirm and unsubscribe links (no trailing slash). */
  publicApiUrl: string;
  dkim: DkimSettings | null;
  retry: RetryPolicy;
  /** How often an idle worker looks for messages queued by another API copy. */
  pollingSeconds: number;
}

export const DEFAULT_FROM = { name: SELLER.tradeName, address: SELLER.customerCare.email };
export const DEFAULT_STUDIO_ADDRESS = SELLER.customerCare.email;
/** MailDev's SMTP port on this machine, which `npm start` runs (README). */
export const LOCAL_CATCHER_SMTP_URL = 'smtp://localhost:1025';

/** A PEM pasted into one environment variable, with real line breaks or `\n` escapes. */
export const pemFromEnv = (value: string): string => value.replace(/\\n/g, '\n').trim();
