import { usePageTitle, type RemoteModules } from '@mitti/shared';

function WorkshopsPage() {
  usePageTitle('Workshops');
  return (
    <div className="page">
      <h1 className="page__title">Workshops</h1>
      <p className="page-status">No workshops available</p>
    </div>
  );
}

export default WorkshopsPage satisfies RemoteModules['workshops/WorkshopsPage'];
