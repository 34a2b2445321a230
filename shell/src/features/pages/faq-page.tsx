import { Page } from '../../components/page/page';

export function FaqPage() {
  return (
    <Page title="Frequently Asked Questions" description="Answers about orders, shipping, care and workshops.">
      <p>Can't find what you're looking for?</p>
    </Page>
  );
}
