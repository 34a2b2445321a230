import { Page } from '../../components/page/page';

export function ShippingPage() {
  return (
    <Page title="Shipping & Returns" description="Shipping within India, returns and exchanges.">
      <h2>Shipping Information</h2>
    </Page>
  );
}
