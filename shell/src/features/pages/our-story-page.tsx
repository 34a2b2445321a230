import { Page } from '../../components/page/page';

export function OurStoryPage() {
  return (
    <Page title="Our Story" description="How Mitti Studio began: a Mumbai pottery studio.">
      <p>Mitti means earth. We started with one wheel and a shared kiln in Bandra.</p>
    </Page>
  );
}
