import { Page } from '../../components/page/page';

export function NotFoundPage() {
  return (
    <Page title="Page Not Found" description="This page does not exist.">
      <p>The page you were looking for is not here.</p>
    </Page>
  );
}
