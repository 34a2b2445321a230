import { formatDateIndia, formatDateTimeIndia } from '@mitti/shared/dates';
import { DISPATCH_WITHIN } from '@mitti/shared/delivery';
import { SELLER } from '@mitti/shared/legal';
import { paymentFailureCopy, type FailureCopy } from '@mitti/shared/payments';
import { FULL_REFUND_DAYS, HALF_REFUND_DAYS } from '../workshops/refund-policy';

/** A sentence with a link inside it: the words before the link, the link's own, the words after. */
export interface LinkedSentence {
  before: string;
  link: string;
  after: string;
}

/** An order, or a class booking (nothing to ship): a booking is named so to its shopper (issue 53). */
export type OrderThing = 'order' | 'booking';

/** A day ('2026-12-12' or an instant) as the mail's reader writes it; 'N/A' when missing. */
type DateWriter = (value: string) => string;

/**
 * Every word the shop's mails say to a shopper, in English: the SPEC's and the shop's own copy as it was written
 * in the messages. The Hindi catalog (mail-words-hi.ts) is typed `MailWords`, so a word it lacks, or has beyond
 * these, is a type error and fails the API's type check (decision 106). The studio's own mails (its alerts, the
 * contact form's message to it) are not here: they stay English.
 */
export const englishMailWords = {
  date: ((value) => formatDateIndia(value)) as DateWriter,
  dateTime: ((value) => formatDateTimeIndia(value)) as DateWriter,

  // The frame of every message.
  careHours: SELLER.customerCare.hours as string,
  greeting: (name: string) => (name ? `Dear ${name},` : 'Hello,'),

  // The order's summary.
  orderHeading: (number: string) => `Order ${number}`,
  placed: (date: string, method: string) => `Placed ${date} · ${method}`,
  paymentMethod: (method: string) => method,
  subtotal: 'Subtotal',
  shipping: 'Shipping',
  free: 'Free',
  codFee: 'Cash on delivery fee',
  total: 'Total',
  deliveringTo: 'Delivering to',

  // A booked class.
  classDate: 'Date:',
  classTime: 'Time:',
  classPlace: 'Place:',
  classInstructor: 'Instructor:',
  whatToBring: 'What to bring and know',
  cancellationPolicyHeading: 'Cancellation policy',
  /** SPEC section 9's policy, written from the rule the API refunds by (refund-policy.ts). */
  cancellationPolicy: `Cancel ${FULL_REFUND_DAYS} or more days before the class for a full refund, ${HALF_REFUND_DAYS} to ${FULL_REFUND_DAYS - 1} days before for a 50% refund; under ${HALF_REFUND_DAYS} days before, the fee is not refunded.`,
  cancelFromOrders: { before: 'You can cancel from ', link: 'your orders', after: '.' } as LinkedSentence,
  calendarAttached: 'The calendar invitation attached adds the class to your calendar.',

  // Orders and bookings.
  invoiceAttached: 'Your GST invoice is attached as a PDF; it can also be downloaded from your orders.',
  viewMyOrders: 'View my orders',
  viewMyBookings: 'View my bookings',
  orderConfirmedSubject: (number: string) => `Your Mitti Studio order ${number} is confirmed`,
  orderConfirmedPreview: (number: string) => `Order ${number} is confirmed`,
  orderConfirmedHeading: 'Thank you for your order',
  orderConfirmedText: `Your payment was received and your order is confirmed. We pack every piece by hand and ship within ${DISPATCH_WITHIN}; you will hear from us when it leaves the studio.`,
  bookedSubject: (name: string, date: string) => `You're booked: ${name} on ${date}`,
  bookingSubject: (number: string) => `Booking ${number}`,
  bookedPreview: (name: string | undefined) => `You're booked: ${name ?? 'your class'}`,
  bookedHeading: "You're booked",
  /** 'the Glazing Masterclass', or 'the A and the B': each class by its name, whatever its kind (issue 53). */
  bookedText: (names: string[]) =>
    `Your payment was received and your place is kept. We look forward to seeing you for ${
      names.map((name) => (/^the /i.test(name) ? name : `the ${name}`)).join(' and ') || 'your class'
    }.`,
  paymentFailedSubject: (number: string) => `Payment for order ${number} did not go through`,
  paymentFailure: (code: string): FailureCopy => paymentFailureCopy(code),
  paymentNotTaken: (number: string) => `We could not take the payment for order ${number}.`,
  nothingCharged: 'Nothing was charged. Your order is kept, and you can pay for it again now.',
  tryAgain: 'Try again',
  codReceivedSubject: (number: string) => `We have received your order ${number}`,
  codReceivedPreview: (number: string) => `We have received order ${number}`,
  codReceivedHeading: 'We have received your order',
  codReceivedText: (phone: string, hours: number) =>
    `Thank you for your cash-on-delivery order. We will call you on ${phone || 'your phone'} to confirm it before we pack it; your pieces are held for you for ${hours} hours. You pay when the parcel arrives.`,
  codConfirmedSubject: (number: string) => `Your order ${number} is confirmed`,
  codConfirmedHeading: 'Your order is confirmed',
  codConfirmedText: (number: string) =>
    `We have confirmed your cash-on-delivery order ${number}: it is being packed and ships within ${DISPATCH_WITHIN}. Please keep the total ready in cash when it arrives.`,

  // An order's later moves.
  shippedSubject: (number: string) => `Your order ${number} has shipped`,
  shippedPreview: (number: string) => `Order ${number} is on its way`,
  shippedHeading: 'Your order has shipped',
  shippedText: (number: string) => `Your order ${number} has left the studio and is on its way to you.`,
  studioNote: 'A note from the studio:',
  trackMyOrders: 'Track my orders',
  deliveredSubject: (number: string) => `Your order ${number} has been delivered`,
  deliveredPreview: (number: string) => `Order ${number} has been delivered`,
  deliveredHeading: 'Your order has been delivered',
  deliveredText: (number: string) =>
    `Your order ${number} has been delivered. We hope the pieces bring you joy. Each one was thrown and glazed by hand, so a few words from you help other shoppers and mean a lot to our potters.`,
  reviewYourPieces: 'Review your pieces',
  somethingNotRight:
    'Something not right? Returns are accepted within 7 days of delivery, and damage must be reported within 48 hours: reply to this e-mail or write to us from the contact page.',
  cancelledSubject: (thing: OrderThing, number: string) => `Your ${thing} ${number} has been cancelled`,
  cancelledPreview: (thing: OrderThing, number: string) =>
    `${thing === 'booking' ? 'Booking' : 'Order'} ${number} has been cancelled`,
  cancelledHeading: (thing: OrderThing) => `Your ${thing} has been cancelled`,
  cancelledByStudio: (thing: OrderThing, number: string) => `We are sorry: we had to cancel your ${thing} ${number}.`,
  cancelledAsAsked: (thing: OrderThing, number: string) => `Your ${thing} ${number} has been cancelled as you asked.`,
  refunded: (amount: string, percent: number | null) =>
    `${amount}${
      percent !== null && percent < 100 ? ` (${percent}% of the fee, under the workshop cancellation policy)` : ''
    } will be refunded to your original payment method within 7-10 business days.`,
  lateClassNotRefunded:
    'Under the workshop cancellation policy, a class cancelled under 3 days before it starts is not refunded.',
  codNothingCharged: 'This was a cash-on-delivery order, so nothing was charged.',
  nothingTaken: (thing: OrderThing) => `No payment was taken for this ${thing}, so nothing is charged.`,
  continueShopping: 'Continue shopping',

  // The contact form's acknowledgement.
  contactSubject: 'We have received your message',
  contactHeading: 'Thank you for writing to us',
  contactText: `We have received a message sent from Mitti Studio's contact form with this e-mail address, and will answer it within ${SELLER.customerCare.replyWithin}.`,
  contactNotYou: {
    before:
      'Did not write to us? Someone may have typed your address by mistake; you can ignore this e-mail, or tell us from ',
    link: 'the contact page',
    after: '.',
  } as LinkedSentence,
  hello: 'Hello,',

  // The newsletter.
  newsletterConfirmSubject: "Please confirm your subscription to Mitti Studio's newsletter",
  newsletterConfirmPreview: 'Confirm your subscription',
  newsletterConfirmHeading: 'Please confirm your subscription',
  newsletterConfirmText:
    "Someone, hopefully you, asked to receive Mitti Studio's newsletter at this address: new pieces from the studio, workshop dates and the odd story from the kiln. Please confirm that you want it.",
  subscribeMe: 'Yes, subscribe me',
  newsletterNotYou: {
    before: 'If you did not ask for it, ignore this e-mail: you will not hear from us again, or ',
    link: 'remove this address',
    after: '.',
  } as LinkedSentence,
  welcomeSubject: "You're subscribed to Mitti Studio's newsletter",
  welcomeHeading: "You're subscribed",
  welcomeText: {
    before:
      'Thank you for confirming. You will hear from us when new pieces come out of the kiln and when workshop dates open. Meanwhile, ',
    link: 'see what is in the studio now',
    after: '.',
  } as LinkedSentence,
  unsubscribeAnyTime: {
    before: 'Changed your mind? ',
    link: 'Unsubscribe',
    after: ' at any time, in one click.',
  } as LinkedSentence,

  // Links to sign in or choose a password (decision 071).
  resetSubject: 'Reset your Mitti Studio password',
  resetPreview: 'Choose a new password',
  resetHeading: 'Reset your password',
  resetText:
    'Someone, hopefully you, asked to reset the password of the Mitti Studio account for this address. Choose a new password with the button below.',
  resetNotYou:
    'If you did not ask for it, ignore this e-mail: your password stays as it is. The link works once, and only for a short while.',
  signInSubject: 'Your Mitti Studio sign-in link',
  signInPreview: 'Your sign-in link',
  signInHeading: 'Sign in to Mitti Studio',
  signInText:
    'Someone, hopefully you, asked for a link to sign in to Mitti Studio with this address, no password needed. Open it on the device where you asked for it.',
  signInNotYou:
    'If you did not ask for it, ignore this e-mail: no one can sign in without it. The link works once, and only for a short while.',
};

/** The mails' words, in either language: the Hindi catalog must have each, of the same kind. */
export type MailWords = typeof englishMailWords;
