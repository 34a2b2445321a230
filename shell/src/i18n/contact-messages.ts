import { defineMessages, SELLER } from '@mitti/shared';

/**
 * The contact page's words in English (SPEC section 5 and its section 8 messages), in the contact page's chunk;
 * `hi.ts` holds them in Hindi (decision 102). Plain texts: a value goes between two of them ('Up to' 100
 * 'characters'), in the order each language puts it.
 */
export const contactMessages = defineMessages('shell', {
  contactTitle: 'Contact Us',
  contactDescription: 'Write to Mitti Studio about an order, a workshop or a custom piece, or visit our Mumbai studio.',
  contactLead: 'Questions about an order, a workshop or a custom piece? Write to us.',
  sendUsAMessage: 'Send us a message',
  contactName: 'Name',
  contactEmail: 'Email',
  contactPhone: 'Phone',
  contactMessage: 'Message',
  optional: '(optional)',
  upTo: 'Up to',
  characters: 'characters',
  sending: 'Sending...',
  sendMessage: 'Send Message',
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Email is invalid',
  messageRequired: 'Message is required',
  // SPEC section 8.
  submitFailed: 'Failed to submit form. Please try again.',
  unavailable: 'Contact form is temporarily unavailable. Please try again later.',
  thanks: 'Thank you for your message!',
  receivedBefore: 'We have received it and will get back to you within',
  replyWithin: SELLER.customerCare.replyWithin,
  // Straight after the reply time: the Hindi starts with its own space.
  receivedAfter: '.',
  sendAnother: 'Send another message',
  visitTheStudio: 'Visit the studio',
  openingHours: 'Opening hours',
  openDays: 'Tuesday to Sunday, 11:00 AM - 7:00 PM',
  closedDays: 'Closed on Mondays and public holidays',
  reachUs: 'Reach us',
  phoneLabel: 'Phone:',
  emailLabel: 'Email:',
  openInMaps: 'Open in Google Maps',
  opensInNewTab: '(opens in a new tab)',
});
