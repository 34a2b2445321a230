/** @jsxRuntime automatic — `npm start` runs the API with tsx from the repo root, where no tsconfig covers this file */
import type { MailLinks } from '../mail-links';
import { ActionButton, MailLayout, Note, Paragraph, TextLink } from './mail-layout';

interface NewsletterMailProps {
  token: string;
  links: MailLinks;
}

/** Double opt-in: the subscription counts only once this link is followed. */
export function NewsletterConfirm({ token, links }: NewsletterMailProps) {
  return (
    <MailLayout preview="Confirm your subscription" heading="Please confirm your subscription">
      <Paragraph>
        Someone, hopefully you, asked to receive Mitti Studio's newsletter at this address: new pieces from the studio,
        workshop dates and the odd story from the kiln. Please confirm that you want it.
      </Paragraph>
      <ActionButton href={links.newsletterConfirm(token)}>Yes, subscribe me</ActionButton>
      <Note>
        If you did not ask for it, ignore this e-mail: you will not hear from us again, or{' '}
        <TextLink href={links.newsletterUnsubscribe(token)}>remove this address</TextLink>.
      </Note>
    </MailLayout>
  );
}

export function NewsletterWelcome({ token, links }: NewsletterMailProps) {
  return (
    <MailLayout preview="You're subscribed" heading="You're subscribed">
      <Paragraph>
        Thank you for confirming. You will hear from us when new pieces come out of the kiln and when workshop dates
        open. Meanwhile, <TextLink href={links.store}>see what is in the studio now</TextLink>.
      </Paragraph>
      <Note>
        Changed your mind? <TextLink href={links.newsletterUnsubscribe(token)}>Unsubscribe</TextLink> at any time, in
        one click.
      </Note>
    </MailLayout>
  );
}
