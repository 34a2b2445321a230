import { createElement } from 'react';
import { render, toPlainText } from '@react-email/render';
import { isEmailAddress } from '@mitti/shared/contracts';
import type { SendMailOptions } from 'nodemailer';
import type { Database } from '../../db/database';
import { HttpError } from '../../lib/http-error';
import { findOrIssueInvoice, invoicePdf } from '../invoices/invoice-service';
import type { InvoiceSettings } from '../invoices/invoice-settings';
import {
  mailCatalogue,
  mailLanguage,
  mailSubject,
  STUDIO_RECIPIENT,
  type InLanguage,
  type MailData,
  type MailKind,
} from '../mail/mail-catalogue';
import { bookedWorkshops, type OrderFacts } from '../mail/mail-facts';
import { headerText } from '../mail/mail-headers';
import { mailLinks } from '../mail/mail-links';
import { mailWords } from '../mail/mail-words-in';
import type { MailSettings } from '../mail/mail-settings';
import { MailLanguageContext } from '../mail/messages/mail-language';
import { findOrder } from '../orders/order-repository';
import { classInvitation } from './class-invitation';
import { UndeliverableAddressError } from './mail-errors';

/** A `mail_messages` row as the worker reads it. */
export interface StoredMail<K extends MailKind = MailKind> {
  id: string;
  kind: K;
  recipient: string;
  data: MailData[K] & InLanguage;
}

export interface ComposeDeps {
  db: Database;
  settings: MailSettings;
  invoices: InvoiceSettings;
}

const orderOf = (data: MailData[MailKind]): OrderFacts | null => ('order' in data ? data.order : null);

/** What to bring to each class, from the class's own page (read when sent: the studio may have added to it). */
async function whatToBring(db: Database, order: OrderFacts | null): Promise<Record<string, string[]>> {
  const ids = order ? bookedWorkshops(order).map((workshop) => workshop.id) : [];
  if (!ids.length) return {};
  const rows = await db.query<{ id: string; requirements: string[] }>(
    'SELECT id, requirements FROM workshops WHERE id = ANY($1::text[])',
    [ids],
  );
  return Object.fromEntries(rows.map((row) => [row.id, row.requirements]));
}

/** The order's GST invoice as a PDF when it is due (decision 027), issued now if it has none yet. */
async function invoiceAttachment(db: Database, orderId: string, settings: InvoiceSettings) {
  const order = await findOrder(db, orderId);
  if (!order) return null;
  try {
    return await invoicePdf(await findOrIssueInvoice(db, order, settings));
  } catch (error) {
    // Not due (cancelled meanwhile, say): the message goes without it.
    if (error instanceof HttpError && error.statusCode === 409) return null;
    throw error;
  }
}

/** The stored message as nodemailer sends it: React Email's HTML, its plain text, headers and attachments. */
export async function composeMail<K extends MailKind>(
  message: StoredMail<K>,
  deps: ComposeDeps,
): Promise<SendMailOptions> {
  const { settings } = deps;
  const definition = mailCatalogue[message.kind];
  const to = message.recipient === STUDIO_RECIPIENT ? settings.studioAddress : message.recipient;
  if (!isEmailAddress(to)) throw new UndeliverableAddressError('the recipient is not one e-mail address');
  const order = orderOf(message.data);
  const bring = await whatToBring(deps.db, definition.calendar ? order : null);
  const invoice = definition.invoice && order ? await invoiceAttachment(deps.db, order.id, deps.invoices) : null;
  // The shopper's language when the event happened (decision 106); the studio's own messages in English.
  const language = mailLanguage(message.recipient, message.data);
  const links = mailLinks(settings.shopUrl, settings.publicApiUrl, language);
  const body = definition.body(message.data, { links, whatToBring: bring, invoiceAttached: !!invoice });
  const html = await render(createElement(MailLanguageContext.Provider, { value: language }, body));
  const replyTo = definition.replyTo?.(message.data);
  const workshops = definition.calendar && order ? bookedWorkshops(order) : [];
  const token = definition.newsletter && 'token' in message.data ? message.data.token : null;
  return {
    from: { name: headerText(settings.from.name), address: settings.from.address },
    to,
    subject: headerText(mailSubject(message.kind, message.recipient, message.data)),
    html,
    // The zero-width spaces that keep typed text from becoming a link (typedText) stay in the plain-text part:
    // html-to-text would make each a visible space.
    text: toPlainText(html, { whitespaceCharacters: ' \t\r\n\f' }),
    // One id per message, whatever the attempt: a mail client shows a rare resend (decision 040) as one message.
    messageId: `<${message.id}@${settings.from.address.split('@')[1]}>`,
    ...(replyTo && isEmailAddress(replyTo.address)
      ? { replyTo: { name: headerText(replyTo.name), address: replyTo.address } }
      : {}),
    ...(token
      ? {
          list: {
            unsubscribe: { url: links.newsletterUnsubscribe(token), comment: 'Unsubscribe' },
          },
          // RFC 8058: a mail client may unsubscribe with one POST to the URL above, without opening a page.
          headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
        }
      : {}),
    attachments: invoice ? [{ filename: invoice.file, content: invoice.pdf, contentType: 'application/pdf' }] : [],
    ...(workshops.length && order
      ? {
          icalEvent: {
            method: 'REQUEST',
            filename: 'invitation.ics',
            content: classInvitation({
              orderId: order.id,
              workshops,
              organizer: settings.from,
              attendee: { name: order.customerName, address: to },
              whatToBring: bring,
              words: mailWords(language),
            }),
          },
        }
      : {}),
  };
}
