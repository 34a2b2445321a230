import { Page } from '../../components/page/page';

export function LoginPage() {
  return (
    <Page title="Sign In" description="Sign in to your Mitti Studio account.">
      <p>Sign in to see your orders, wishlist and workshop bookings.</p>
    </Page>
  );
}
