/** @jsxRuntime automatic — `npm start` runs the API with tsx from the repo root, where no tsconfig covers this file */
import type { MailLinks } from '../mail-links';
import { useMailWords } from './mail-language';
import { ActionButton, LinkedText, MailLayout, Note, Paragraph } from './mail-layout';

interface NewsletterMailProps {
  token: string;
  links: MailLinks;
}

/** Double opt-in: the subscription counts only once this link is followed. */
export function NewsletterConfirm({ token, links }: NewsletterMailProps) {
  const words = useMailWords();
  return (
    <MailLayout preview={words.newsletterConfirmPreview} heading={words.newsletterConfirmHeading}>
      <Paragraph>{words.newsletterConfirmText}</Paragraph>
      <ActionButton href={links.newsletterConfirm(token)}>{words.subscribeMe}</ActionButton>
      <Note>
        <LinkedText sentence={words.newsletterNotYou} href={links.newsletterUnsubscribe(token)} />
      </Note>
    </MailLayout>
  );
}

export function NewsletterWelcome({ token, links }: NewsletterMailProps) {
  const words = useMailWords();
  return (
    <MailLayout preview={words.welcomeHeading} heading={words.welcomeHeading}>
      <Paragraph>
        <LinkedText sentence={words.welcomeText} href={links.store} />
      </Paragraph>
      <Note>
        <LinkedText sentence={words.unsubscribeAnyTime} href={links.newsletterUnsubscribe(token)} />
      </Note>
    </MailLayout>
  );
}
