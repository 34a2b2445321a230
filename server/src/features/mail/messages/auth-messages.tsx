/** @jsxRuntime automatic — `npm start` runs the API with tsx from the repo root, where no tsconfig covers this file */
import { ActionButton, MailLayout, Note, Paragraph } from './mail-layout';

/**
 * The identity provider's link, as the shop mails it (decision 071). Nothing the requester typed is quoted: the
 * address is only the recipient.
 */
interface AuthLinkMailProps {
  link: string;
}

export function PasswordReset({ link }: AuthLinkMailProps) {
  return (
    <MailLayout preview="Choose a new password" heading="Reset your password">
      <Paragraph>
        Someone, hopefully you, asked to reset the password of the Mitti Studio account for this address. Choose a new
        password with the button below.
      </Paragraph>
      <ActionButton href={link}>Reset your password</ActionButton>
      <Note>
        If you did not ask for it, ignore this e-mail: your password stays as it is. The link works once, and only for a
        short while.
      </Note>
    </MailLayout>
  );
}

export function SignInLink({ link }: AuthLinkMailProps) {
  return (
    <MailLayout preview="Your sign-in link" heading="Sign in to Mitti Studio">
      <Paragraph>
        Someone, hopefully you, asked for a link to sign in to Mitti Studio with this address, no password needed. Open
        it on the device where you asked for it.
      </Paragraph>
      <ActionButton href={link}>Sign in to Mitti Studio</ActionButton>
      <Note>
        If you did not ask for it, ignore this e-mail: no one can sign in without it. The link works once, and only for
        a short while.
      </Note>
    </MailLayout>
  );
}
