import { isEmailAddress } from '@mitti/shared/contracts';
import { z } from 'zod';
import { EnvError } from './env-error';
import { DEFAULT_RETRY_POLICY } from '../features/mail/mail-queue';
import {
  DEFAULT_FROM,
  DEFAULT_STUDIO_ADDRESS,
  LOCAL_CATCHER_SMTP_URL,
  pemFromEnv,
  type MailSettings,
} from '../features/mail/mail-settings';

const address = z.string().trim().refine(isEmailAddress, 'must be one e-mail address');
const seconds = (min: number, max: number, fallback: number) =>
  z.coerce.number().int().min(min).max(max).default(fallback);

/** The mail variables (docs/email.md), part of the API's one environment schema. */
export const mailEnvSchema = {
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: address.optional(),
  STUDIO_EMAIL: address.optional(),
  DKIM_DOMAIN: z
    .string()
    .regex(/^[a-z0-9.-]+\.[a-z]{2,}$/i, 'must be a domain name')
    .optional(),
  DKIM_SELECTOR: z
    .string()
    .regex(/^[\w.-]+$/, 'must be a DNS label')
    .optional(),
  DKIM_PRIVATE_KEY: z
    .string()
    .refine((value) => pemFromEnv(value).startsWith('-----BEGIN'), 'must be a PEM private key')
    .optional(),
  MAIL_RETRY_LIMIT: seconds(0, 50, DEFAULT_RETRY_POLICY.retryLimit),
  MAIL_RETRY_DELAY_SECONDS: seconds(1, 3600, DEFAULT_RETRY_POLICY.retryDelaySeconds),
  MAIL_SEND_TIMEOUT_SECONDS: seconds(2, 3600, DEFAULT_RETRY_POLICY.sendTimeoutSeconds),
};

type MailVariables = z.infer<z.ZodObject<typeof mailEnvSchema>> & { NODE_ENV: string };

/** Everything of MailSettings the environment says (the URLs come from PUBLIC_API_URL and SHOP_URL). */
export type MailEnv = Omit<MailSettings, 'shopUrl' | 'publicApiUrl' | 'pollingSeconds'>;

/**
 * The local catcher by default while developing; in tests, no SMTP_URL sends nothing (messages wait in the
 * queue); production fails closed without one, so a real shop never believes it mailed its customers.
 */
export function mailEnv(env: MailVariables): MailEnv | null {
  const smtpUrl = env.SMTP_URL ?? (env.NODE_ENV === 'development' ? LOCAL_CATCHER_SMTP_URL : undefined);
  if (!smtpUrl) {
    if (env.NODE_ENV === 'production') {
      throw new EnvError(
        'Invalid environment variable SMTP_URL: NODE_ENV=production needs the mail server the shop sends through (docs/email.md); without it no shopper would get a receipt',
      );
    }
    return null;
  }
  const dkimParts = [env.DKIM_DOMAIN, env.DKIM_SELECTOR, env.DKIM_PRIVATE_KEY];
  if (dkimParts.some(Boolean) && !dkimParts.every(Boolean)) {
    throw new EnvError(
      'Invalid environment variable DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY: DKIM signing needs all three, or none',
    );
  }
  return {
    smtpUrl,
    from: { name: DEFAULT_FROM.name, address: env.MAIL_FROM ?? DEFAULT_FROM.address },
    studioAddress: env.STUDIO_EMAIL ?? DEFAULT_STUDIO_ADDRESS,
    dkim:
      env.DKIM_DOMAIN && env.DKIM_SELECTOR && env.DKIM_PRIVATE_KEY
        ? { domainName: env.DKIM_DOMAIN, keySelector: env.DKIM_SELECTOR, privateKey: pemFromEnv(env.DKIM_PRIVATE_KEY) }
        : null,
    retry: {
      retryLimit: env.MAIL_RETRY_LIMIT,
      retryDelaySeconds: env.MAIL_RETRY_DELAY_SECONDS,
      sendTimeoutSeconds: env.MAIL_SEND_TIMEOUT_SECONDS,
    },
  };
}
