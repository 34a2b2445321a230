import { Page } from '../../components/page/page';

export function EmailLinkConfirmPage() {
  return (
    <Page title="Completing Sign In" description="Completing your sign-in.">
      <p>Completing your sign-in...</p>
    </Page>
  );
}
