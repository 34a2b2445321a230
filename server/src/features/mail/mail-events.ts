import type { Language } from '@mitti/shared/i18n';
import type { Queryable } from '../../db/database';
import { STUDIO_RECIPIENT } from './mail-catalogue';
import { queueMail } from './mail-queue';
import type { ContactFacts } from './messages/contact-messages';

/**
 * The messages each event of the shop causes, queued in the event's own transaction (decision 040); an order's
 * events are in orders/order-mail-events.ts. Each is keyed by its event, so a repeated event (a retried request)
 * queues nothing new. Called where the event happens, with the language of the page it came from (decision 106):
 * the shopper's mails are written in it, the studio's in English.
 */

/** The contact form: the message to the studio's mailbox (Reply-To the shopper) and the shopper's acknowledgement. */
export async function queueContactMails(
  tx: Queryable,
  id: string,
  contact: ContactFacts,
  language: Language = 'en',
): Promise<void> {
  await queueMail(tx, {
    eventKey: `contact:${id}`,
    kind: 'contact-to-studio',
    to: STUDIO_RECIPIENT,
    data: { contact },
  });
  await queueMail(tx, {
    eventKey: `contact-ack:${id}`,
    kind: 'contact-acknowledgement',
    to: contact.email,
    data: { contact, language },
  });
}

/** Double opt-in: the link that makes a sign-up count. `sentAt` tells one request of the link from the next. */
export async function queueNewsletterConfirmation(
  tx: Queryable,
  subscriber: { email: string; token: string; language: Language },
  sentAt: string,
): Promise<void> {
  await queueMail(tx, {
    eventKey: `newsletter-confirm:${subscriber.token}:${sentAt}`,
    kind: 'newsletter-confirm',
    to: subscriber.email,
    data: { token: subscriber.token, language: subscriber.language },
  });
}

export async function queueNewsletterWelcome(
  tx: Queryable,
  subscriber: { email: string; token: string; language: Language },
) {
  await queueMail(tx, {
    eventKey: `newsletter-welcome:${subscriber.token}`,
    kind: 'newsletter-welcome',
    to: subscriber.email,
    data: { token: subscriber.token, language: subscriber.language },
  });
}

/**
 * A password-reset or sign-in link the shopper asked for (decision 071): one message per request, so `requestId`
 * is new each time. The link is the identity provider's; the mail quotes nothing the requester typed.
 */
export async function queueAuthLinkMail(
  tx: Queryable,
  request: {
    kind: 'password-reset' | 'sign-in-link';
    requestId: string;
    email: string;
    link: string;
    language: Language;
  },
): Promise<void> {
  await queueMail(tx, {
    eventKey: `${request.kind}:${request.requestId}`,
    kind: request.kind,
    to: request.email,
    data: { link: request.link, language: request.language },
  });
}
