/** @jsxRuntime automatic — `npm start` runs the API with tsx from the repo root, where no tsconfig covers this file */
import type { ReactElement } from 'react';
import { formatDateIndia } from '@mitti/shared/dates';
import { formatRupees } from '@mitti/shared/money';
import { bookedWorkshops, type OrderFacts } from './mail-facts';
import type { MailLinks } from './mail-links';
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

/** One message an event causes: `eventKey` names the event, so a repeated event queues nothing new. */
export type OutgoingMail = {
  [K in MailKind]: { eventKey: string; kind: K; to: string; data: MailData[K] };
}[MailKind];

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
  subject(data: MailData[K]): string;
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
    subject: ({ order }) => `Your Mitti Studio order ${order.number} is confirmed`,
    body: ({ order }, context) => <OrderConfirmation {...orderProps(order, context)} />,
    invoice: true,
    calendar: true,
  },
  'booking-confirmation': {
    label: 'Booking confirmation',
    subject: ({ order }) => {
      const [first] = bookedWorkshops(order);
      return first ? `You're booked: ${first.name} on ${formatDateIndia(first.date)}` : `Booking ${order.number}`;
    },
    body: ({ order }, context) => <BookingConfirmation {...orderProps(order, context)} />,
    invoice: true,
    calendar: true,
  },
  'payment-failed': {
    label: 'Failed payment',
    subject: ({ order }) => `Payment for order ${order.number} did not go through`,
    body: ({ order, failureCode }, context) => (
      <PaymentFailed {...orderProps(order, context)} failureCode={failureCode} />
    ),
  },
  'cod-received': {
    label: 'Cash on delivery: order received',
    subject: ({ order }) => `We have received your order ${order.number}`,
    body: ({ order, confirmHours }, context) => (
      <CodReceived {...orderProps(order, context)} confirmHours={confirmHours} />
    ),
  },
  'cod-confirmed': {
    label: 'Cash on delivery: confirmed',
    subject: ({ order }) => `Your order ${order.number} is confirmed`,
    body: ({ order }, context) => <CodConfirmed {...orderProps(order, context)} />,
    invoice: true,
  },
  'order-shipped': {
    label: 'Shipped',
    subject: ({ order }) => `Your order ${order.number} has shipped`,
    body: ({ order, note }, { links }) => <OrderShipped order={order} links={links} note={note} />,
  },
  'order-delivered': {
    label: 'Delivered',
    subject: ({ order }) => `Your order ${order.number} has been delivered`,
    body: ({ order }, { links }) => <OrderDelivered order={order} links={links} />,
  },
  'order-cancelled': {
    label: 'Cancelled',
    subject: ({ order }) => `Your ${cancelledThing(order)} ${order.number} has been cancelled`,
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
    subject: () => 'We have received your message',
    body: (_data, { links }) => <ContactAcknowledgement links={links} />,
  },
  'newsletter-confirm': {
    label: 'Newsletter: confirm subscription',
    subject: () => "Please confirm your subscription to Mitti Studio's newsletter",
    body: ({ token }, { links }) => <NewsletterConfirm token={token} links={links} />,
    newsletter: true,
  },
  'newsletter-welcome': {
    label: 'Newsletter: welcome',
    subject: () => "You're subscribed to Mitti Studio's newsletter",
    body: ({ token }, { links }) => <NewsletterWelcome token={token} links={links} />,
    newsletter: true,
  },
  'password-reset': {
    label: 'Password reset link',
    subject: () => 'Reset your Mitti Studio password',
    body: ({ link }) => <PasswordReset link={link} />,
  },
  'sign-in-link': {
    label: 'Sign-in link',
    subject: () => 'Your Mitti Studio sign-in link',
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
