/** @jsxRuntime automatic — `npm start` runs the API with tsx from the repo root, where no tsconfig covers this file */
import type { ReactElement } from 'react';
import { parseLanguage, type Language } from '@mitti/shared/i18n';
import { formatRupees } from '@mitti/shared/money';
import { bookedWorkshops, type OrderFacts } from './mail-facts';
import type { MailLinks } from './mail-links';
import type { MailWords } from './mail-words';
import { mailWords } from './mail-words-in';
import { PasswordReset, SignInLink } from './messages/auth-messages';
import { ContactAcknowledgement, ContactToStudio, type ContactFacts } from './messages/contact-messages';
import { NewsletterConfirm, NewsletterWelcome } from './messages/newsletter-messages';
import {
  BookingConfirmation,
  CodConfirmed,
  CodReceived,
  OrderConfirmation,
  PaymentFailed,
} from './messages/order-messages';
import {
  cancelledThing,
  OrderCancelled,
  OrderDelivered,
  OrderShipped,
  type CancellationFacts,
} from './messages/status-messages';
import { NewBookingAlert, NewOrderAlert } from './messages/studio-alerts';

/** What each kind of message knows about its event (stored with it, as the event saw it). */
export interface MailData {
  'order-confirmation': { order: OrderFacts };
  'booking-confirmation': { order: OrderFacts };
  'payment-failed': { order: OrderFacts; failureCode: string };
  'cod-received': { order: OrderFacts; confirmHours: number };
  'cod-confirmed': { order: OrderFacts };
  'order-shipped': { order: OrderFacts; note: string };
  'order-delivered': { order: OrderFacts };
  'order-cancelled': { order: OrderFacts; cancellation: CancellationFacts };
  'contact-to-studio': { contact: ContactFacts };
  'contact-acknowledgement': { contact: ContactFacts };
  'newsletter-confirm': { token: string };
  'newsletter-welcome': { token: string };
  'password-reset': { link: string };
  'sign-in-link': { link: string };
  'studio-new-order': { order: OrderFacts };
  'studio-new-booking': { order: OrderFacts };
}
export type MailKind = keyof MailData;

/** The recipient of the studio's own messages: STUDIO_EMAIL, read when the message is sent. */
export const STUDIO_RECIPIENT = 'studio';

/**
 * The language a shopper's message is written in, queued with its data (decision 106): the page's when the event
 * happened, or the order's. None (a message queued before there was a choice) is English.
 */
export interface InLanguage {
  language?: Language;
}

/** One message an event causes: `eventKey` names the event, so a repeated event queues nothing new. */
export type OutgoingMail = {
  [K in MailKind]: { eventKey: string; kind: K; to: string; data: MailData[K] & InLanguage };
}[MailKind];

/** The language a stored message is written in: the studio's own messages are English, whatever the event's. */
export const mailLanguage = (recipient: string, data: InLanguage): Language =>
  recipient === STUDIO_RECIPIENT ? 'en' : (parseLanguage(data.language) ?? 'en');

/** What a message's body needs besides its data, gathered when it is sent. */
export interface MailContext {
  links: MailLinks;
  /** What to bring to each booked class, by workshop id. */
  whatToBring: Record<string, string[]>;
  invoiceAttached: boolean;
}

interface MailDefinition<K extends MailKind> {
  /** What it is, in the owner's words (the E-mail page). */
  label: string;
  /** In the message's words (the studio's messages, always English, use none). */
  subject(data: MailData[K], words: MailWords): string;
  body(data: MailData[K], context: MailContext): ReactElement;
  /** Replies go to this address instead of the shop's. */
  replyTo?(data: MailData[K]): { name: string; address: string };
  /** Carries the order's GST invoice when one is due (decision 027). */
  invoice?: true;
  /** Carries a calendar invitation for each class the order books. */
  calendar?: true;
  /** A newsletter mail: one-click unsubscribe headers (RFC 8058) with the subscriber's token. */
  newsletter?: true;
}

const orderProps = (order: OrderFacts, context: MailContext) => ({ order, ...context });

/** Every message the shop sends: its subject, its React Email body and what travels with it. */
export const mailCatalogue: { [K in MailKind]: MailDefinition<K> } = {
  'order-confirmation': {
    label: 'Order confirmation',
    subject: ({ order }, words) => words.orderConfirmedSubject(order.number),
    body: ({ order }, context) => <OrderConfirmation {...orderProps(order, context)} />,
    invoice: true,
    calendar: true,
  },
  'booking-confirmation': {
    label: 'Booking confirmation',
    subject: ({ order }, words) => {
      const [first] = bookedWorkshops(order);
      return first ? words.bookedSubject(first.name, words.date(first.date)) : words.bookingSubject(order.number);
    },
    body: ({ order }, context) => <BookingConfirmation {...orderProps(order, context)} />,
    invoice: true,
    calendar: true,
  },
  'payment-failed': {
    label: 'Failed payment',
    subject: ({ order }, words) => words.paymentFailedSubject(order.number),
    body: ({ order, failureCode }, context) => (
      <PaymentFailed {...orderProps(order, context)} failureCode={failureCode} />
    ),
  },
  'cod-received': {
    label: 'Cash on delivery: order received',
    subject: ({ order }, words) => words.codReceivedSubject(order.number),
    body: ({ order, confirmHours }, context) => (
      <CodReceived {...orderProps(order, context)} confirmHours={confirmHours} />
    ),
  },
  'cod-confirmed': {
    label: 'Cash on delivery: confirmed',
    subject: ({ order }, words) => words.codConfirmedSubject(order.number),
    body: ({ order }, context) => <CodConfirmed {...orderProps(order, context)} />,
    invoice: true,
  },
  'order-shipped': {
    label: 'Shipped',
    subject: ({ order }, words) => words.shippedSubject(order.number),
    body: ({ order, note }, { links }) => <OrderShipped order={order} links={links} note={note} />,
  },
  'order-delivered': {
    label: 'Delivered',
    subject: ({ order }, words) => words.deliveredSubject(order.number),
    body: ({ order }, { links }) => <OrderDelivered order={order} links={links} />,
  },
  'order-cancelled': {
    label: 'Cancelled',
    subject: ({ order }, words) => words.cancelledSubject(cancelledThing(order), order.number),
    body: ({ order, cancellation }, { links }) => (
      <OrderCancelled order={order} links={links} cancellation={cancellation} />
    ),
  },
  'contact-to-studio': {
    label: 'Contact form, to the studio',
    subject: ({ contact }) => `Contact form: ${contact.name}`,
    body: ({ contact }) => <ContactToStudio contact={contact} />,
    replyTo: ({ contact }) => ({ name: contact.name, address: contact.email }),
  },
  'contact-acknowledgement': {
    label: 'Contact form, acknowledgement',
    subject: (_data, words) => words.contactSubject,
    body: (_data, { links }) => <ContactAcknowledgement links={links} />,
  },
  'newsletter-confirm': {
    label: 'Newsletter: confirm subscription',
    subject: (_data, words) => words.newsletterConfirmSubject,
    body: ({ token }, { links }) => <NewsletterConfirm token={token} links={links} />,
    newsletter: true,
  },
  'newsletter-welcome': {
    label: 'Newsletter: welcome',
    subject: (_data, words) => words.welcomeSubject,
    body: ({ token }, { links }) => <NewsletterWelcome token={token} links={links} />,
    newsletter: true,
  },
  'password-reset': {
    label: 'Password reset link',
    subject: (_data, words) => words.resetSubject,
    body: ({ link }) => <PasswordReset link={link} />,
  },
  'sign-in-link': {
    label: 'Sign-in link',
    subject: (_data, words) => words.signInSubject,
    body: ({ link }) => <SignInLink link={link} />,
  },
  'studio-new-order': {
    label: 'New order alert',
    subject: ({ order }) => `New order ${order.number}: ${formatRupees(order.totalPaise / 100)}`,
    body: ({ order }) => <NewOrderAlert order={order} />,
  },
  'studio-new-booking': {
    label: 'New booking alert',
    subject: ({ order }) => `New booking ${order.number}: ${bookedWorkshops(order)[0]?.name ?? 'a class'}`,
    body: ({ order }) => <NewBookingAlert order={order} />,
  },
};

/** A stored message's subject, in its language. */
export function mailSubject<K extends MailKind>(kind: K, recipient: string, data: MailData[K] & InLanguage): string {
  return mailCatalogue[kind].subject(data, mailWords(mailLanguage(recipient, data)));
}
