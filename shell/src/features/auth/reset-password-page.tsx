import { Page } from '../../components/page/page';

export function ResetPasswordPage() {
  return (
    <Page title="Reset Password" description="Request a password reset link.">
      <p>Enter your e-mail address and we'll send you a link to reset your password.</p>
    </Page>
  );
}
