/** @jsxRuntime automatic — `npm start` runs the API with tsx from the repo root, where no tsconfig covers this file */
import { formatDateTimeIndia } from '@mitti/shared/dates';
import type { MailLinks } from '../mail-links';
import { CONTACT_LIMITS } from '@mitti/shared/contracts';
import { useMailWords } from './mail-language';
import { LinkedText, MailLayout, Note, Paragraph, Quote, typedLine } from './mail-layout';

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
    <MailLayout preview={typedLine(contact.message, 120)} heading="A message from the contact form">
      <Paragraph>
        <strong>From:</strong> {typedLine(contact.name)} &lt;{contact.email}&gt;
        <br />
        <strong>Phone:</strong> {typedLine(contact.phone) || 'not given'}
        <br />
        <strong>Received:</strong> {formatDateTimeIndia(contact.receivedAt)}
      </Paragraph>
      <Quote max={CONTACT_LIMITS.message}>{contact.message}</Quote>
      <Note>
        Reply to this e-mail to answer {typedLine(contact.name)}. The message is also on the owner's Messages page.
      </Note>
    </MailLayout>
  );
}

/**
 * To the address typed in the form, which anyone may have typed: that a message arrived and when to expect an
 * answer, and not one word of what the sender wrote, not even the name (issue 54: else the form mails anyone
 * any text, links included, from the studio's own address).
 */
export function ContactAcknowledgement({ links }: { links: MailLinks }) {
  const words = useMailWords();
  return (
    <MailLayout preview={words.contactSubject} heading={words.contactHeading}>
      <Paragraph>{words.hello}</Paragraph>
      <Paragraph>{words.contactText}</Paragraph>
      <Note>
        <LinkedText sentence={words.contactNotYou} href={links.contact} />
      </Note>
    </MailLayout>
  );
}
