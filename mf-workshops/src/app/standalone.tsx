import { renderStandalone } from '@mitti/shared';
import WorkshopsPage from '../features/workshops/workshops-page';
import WorkshopPage from '../features/workshop/workshop-page';

renderStandalone(document.getElementById('root')!, [
  { path: '/', element: <WorkshopsPage /> },
  { path: '/workshops', element: <WorkshopsPage /> },
  { path: '/workshop/:id', element: <WorkshopPage /> },
]);
