import { usePageTitle, type RemoteModules } from '@mitti/shared';

function WorkshopPage() {
  usePageTitle('Workshop not found');
  return (
    <div className="page">
      <h1 className="page__title">Workshop not found</h1>
      <p>This workshop is not on our calendar.</p>
    </div>
  );
}

export default WorkshopPage satisfies RemoteModules['workshops/WorkshopPage'];
