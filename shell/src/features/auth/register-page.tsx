import { Page } from '../../components/page/page';

export function RegisterPage() {
  return (
    <Page title="Create Account" description="Create a Mitti Studio account.">
      <p>Create an account to save your cart and wishlist and book workshops.</p>
    </Page>
  );
}
