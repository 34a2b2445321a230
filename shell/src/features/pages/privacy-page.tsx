import { Page } from '../../components/page/page';

export function PrivacyPage() {
  return (
    <Page title="Privacy Policy" description="How Mitti Studio handles your personal data.">
      <p>We collect only what we need to deliver your order and run your account.</p>
    </Page>
  );
}
