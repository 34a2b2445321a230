import { Page } from '../../components/page/page';

export function TermsPage() {
  return (
    <Page title="Terms & Conditions" description="Terms and conditions of the Mitti Studio store.">
      <h2>Overview</h2>
    </Page>
  );
}
