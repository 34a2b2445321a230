/** @jsxRuntime automatic — `npm start` runs the API with tsx from the repo root, where no tsconfig covers this file */
import { useMailWords } from './mail-language';
import { ActionButton, MailLayout, Note, Paragraph } from './mail-layout';

/**
 * The identity provider's link, as the shop mails it (decision 071). Nothing the requester typed is quoted: the
 * address is only the recipient.
 */
interface AuthLinkMailProps {
  link: string;
}

export function PasswordReset({ link }: AuthLinkMailProps) {
  const words = useMailWords();
  return (
    <MailLayout preview={words.resetPreview} heading={words.resetHeading}>
      <Paragraph>{words.resetText}</Paragraph>
      <ActionButton href={link}>{words.resetHeading}</ActionButton>
      <Note>{words.resetNotYou}</Note>
    </MailLayout>
  );
}

export function SignInLink({ link }: AuthLinkMailProps) {
  const words = useMailWords();
  return (
    <MailLayout preview={words.signInPreview} heading={words.signInHeading}>
      <Paragraph>{words.signInText}</Paragraph>
      <ActionButton href={link}>{words.signInHeading}</ActionButton>
      <Note>{words.signInNotYou}</Note>
    </MailLayout>
  );
}
