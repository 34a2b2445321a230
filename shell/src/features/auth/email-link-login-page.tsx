import { Page } from '../../components/page/page';

export function EmailLinkLoginPage() {
  return (
    <Page title="Sign In with Email Link" description="Sign in without a password.">
      <p>We'll e-mail you a link that signs you in.</p>
    </Page>
  );
}
