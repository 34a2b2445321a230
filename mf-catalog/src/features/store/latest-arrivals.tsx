import type { RemoteModules } from '@mitti/shared';

function LatestArrivals({ limit = 4 }: { limit?: number }) {
  return <p className="page-status">The {limit} newest pieces from the studio appear here.</p>;
}

export default LatestArrivals satisfies RemoteModules['catalog/LatestArrivals'];
