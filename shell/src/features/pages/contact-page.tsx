import { Page } from '../../components/page/page';

export function ContactPage() {
  return (
    <Page title="Contact Us" description="Write to Mitti Studio.">
      <p>Questions about an order, a workshop or a custom piece? Write to us.</p>
    </Page>
  );
}
