/** @jsxRuntime automatic — `npm start` runs the API with tsx from the repo root, where no tsconfig covers this file */
import { formatDateTimeIndia } from '@mitti/shared/dates';
import type { MailLinks } from '../mail-links';
import { Greeting, MailLayout, Note, Paragraph, Quote, TextLink } from './mail-layout';

export interface ContactFacts {
  name: string;
  email: string;
  phone: string | null;
  message: string;
  receivedAt: string;
}

/** The contact form's message, to the studio's mailbox; replying answers the shopper (Reply-To). */
export function ContactToStudio({ contact }: { contact: ContactFacts }) {
  return (
    <MailLayout preview={contact.message.slice(0, 120)} heading="A message from the contact form">
      <Paragraph>
        <strong>From:</strong> {contact.name} &lt;{contact.email}&gt;
        <br />
        <strong>Phone:</strong> {contact.phone ?? 'not given'}
        <br />
        <strong>Received:</strong> {formatDateTimeIndia(contact.receivedAt)}
      </Paragraph>
      <Quote>{contact.message}</Quote>
      <Note>Reply to this e-mail to answer {contact.name}. The message is also on the owner's Messages page.</Note>
    </MailLayout>
  );
}

/** The shopper's copy: we have it, and when to expect an answer. */
export function ContactAcknowledgement({ contact, links }: { contact: ContactFacts; links: MailLinks }) {
  return (
    <MailLayout preview="We have received your message" heading="Thank you for writing to us">
      <Greeting name={contact.name} />
      <Paragraph>
        We have received your message and will answer within two working days. Here is what you sent, for your records:
      </Paragraph>
      <Quote>{contact.message}</Quote>
      <Note>
        Did not write to us? Someone may have typed your address by mistake; you can ignore this e-mail, or tell us from{' '}
        <TextLink href={links.contact}>the contact page</TextLink>.
      </Note>
    </MailLayout>
  );
}
