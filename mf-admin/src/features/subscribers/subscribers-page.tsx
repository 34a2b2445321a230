import { useState } from 'react';
import { api, downloadApiFile, getErrorMessage, usePageTitle, type RemoteModules } from '@mitti/shared';
import { formatDateTimeIndia } from '@mitti/shared/dates';
import type { SubscriberList } from '@mitti/shared/contracts';
import { AdminNav } from '../../components/admin-nav';
import { QueryState } from '../../components/query-state';

const subscribersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminSubscribers: build.query<SubscriberList, void>({
      query: () => ({ path: '/api/admin/subscribers', requireAuth: true }),
    }),
  }),
});

function SubscribersPage() {
  usePageTitle('Subscribers — Owner', 'Newsletter sign-ups.');
  const query = subscribersApi.useGetAdminSubscribersQuery();
  const { data } = query;
  const [downloadError, setDownloadError] = useState<string | null>(null);
  return (
    <div className="page admin-page">
      <AdminNav />
      <h1 className="page__title">Subscribers</h1>
      <p>
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            setDownloadError(null);
            // The CSV needs the owner's token: fetched through the shop's client, then saved as a file.
            downloadApiFile(
              '/api/admin/subscribers.csv',
              `mitti-subscribers-${new Date().toISOString().slice(0, 10)}.csv`,
              'text/csv',
            ).catch((failure: unknown) => setDownloadError(getErrorMessage(failure)));
          }}
        >
          Download CSV
        </button>
      </p>
      {downloadError && (
        <p role="alert" className="admin-error">
          {downloadError}
        </p>
      )}
      <QueryState query={query} loading="Loading subscribers..." />
      {data && (
        <div className="admin-scroll">
          <table className="admin-table">
            <caption>
              {data.total} {data.total === 1 ? 'subscriber' : 'subscribers'}, newest first
            </caption>
            <thead>
              <tr>
                <th scope="col">E-mail</th>
                <th scope="col">Subscribed</th>
              </tr>
            </thead>
            <tbody>
              {data.subscribers.map((subscriber) => (
                <tr key={subscriber.email}>
                  <td>{subscriber.email}</td>
                  <td>{formatDateTimeIndia(subscriber.subscribedAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

export default SubscribersPage satisfies RemoteModules['admin/SubscribersPage'];
