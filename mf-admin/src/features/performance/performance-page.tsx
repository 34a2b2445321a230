import { Suspense, lazy, useState } from 'react';
import { usePageTitle, type RemoteModules } from '@mitti/shared';
import { formatDateTimeIndia } from '@mitti/shared/dates';
import type { PageMetric } from '@mitti/shared/contracts';
import { AdminNav } from '../../components/admin-nav';
import { QueryState } from '../../components/query-state';
import { BuildTable } from './build-table';
import { chartPeriod } from './chart-period';
import { MetricCells, MetricHeaders, ThresholdsNote } from './metric-cells';
import { useGetRumSummaryQuery, type SummaryWindow } from './performance-api';
import { METRICS, PAGE_METRICS, formatMetric } from './web-vital-ratings';
import './performance.css';

// The charting library comes with the chart, in its own chunk: no other page of the owner's pays for it.
const P75Chart = lazy(() => import(/* webpackChunkName: "p75-chart" */ './p75-chart'));

const WINDOWS: { value: SummaryWindow; label: string }[] = [
  { value: '24h', label: 'Last 24 hours' },
  { value: '7d', label: 'Last 7 days' },
];

/** What shoppers felt (decision 046): p75 of each metric per route and per remote build, over time. */
function PerformancePage() {
  usePageTitle('Performance — Owner', 'How fast the shop is for shoppers, per page and per remote build.');
  const [window, setWindow] = useState<SummaryWindow>('24h');
  const [route, setRoute] = useState('');
  const [metric, setMetric] = useState<PageMetric>('lcp');
  const query = useGetRumSummaryQuery({ window, ...(route ? { route } : {}) });
  const { data } = query;

  return (
    <div className="page admin-page">
      <AdminNav />
      <h1 className="page__title">Performance</h1>
      <p>What shoppers’ browsers measured, per page view. Browsers that ask not to be tracked send nothing.</p>
      <div className="performance-window" role="group" aria-label="Period">
        {WINDOWS.map((option) => (
          <button
            key={option.value}
            type="button"
            className="button"
            aria-pressed={window === option.value}
            onClick={() => setWindow(option.value)}
          >
            {option.label}
          </button>
        ))}
      </div>
      <ThresholdsNote />
      <QueryState query={query} loading="Loading performance..." />
      {data && data.routes.length === 0 && <p className="admin-state">No page views reported in this period yet.</p>}
      {data && data.routes.length > 0 && (
        <>
          <h2>Over time</h2>
          <form className="admin-filters" aria-label="Chart" onSubmit={(event) => event.preventDefault()}>
            <label>
              Metric
              <select value={metric} onChange={(event) => setMetric(event.target.value as PageMetric)}>
                {PAGE_METRICS.map((name) => (
                  <option key={name} value={name}>
                    {METRICS[name].label}
                  </option>
                ))}
              </select>
            </label>
            <label>
              Route
              <select value={route} onChange={(event) => setRoute(event.target.value)}>
                <option value="">Every route</option>
                {data.routes.map((row) => (
                  <option key={row.route} value={row.route}>
                    {row.route}
                  </option>
                ))}
              </select>
            </label>
          </form>
          <Suspense fallback={<p role="status">Loading the chart...</p>}>
            <P75Chart metric={metric} series={data.series} period={chartPeriod(data)} />
          </Suspense>
          <div className="admin-scroll">
            <table className="admin-table">
              <caption>p75 per route</caption>
              <thead>
                <tr>
                  <th scope="col">Route</th>
                  <th scope="col">Views</th>
                  <MetricHeaders />
                </tr>
              </thead>
              <tbody>
                {data.routes.map((row) => (
                  <tr key={row.route}>
                    <th scope="row">{row.route}</th>
                    <td>{row.views}</td>
                    <MetricCells p75={row.p75} />
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <BuildTable builds={data.builds} />
          <div className="admin-scroll">
            <table className="admin-table">
              <caption>Slowest page views (LCP), with the trace that follows each through the servers</caption>
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">Route</th>
                  <th scope="col">LCP</th>
                  <th scope="col">LCP element</th>
                  <th scope="col">Trace id</th>
                </tr>
              </thead>
              <tbody>
                {data.slowest.map((view) => (
                  <tr key={`${view.receivedAt} ${view.traceId ?? ''} ${view.lcp}`}>
                    <td>{formatDateTimeIndia(view.receivedAt)}</td>
                    <td>{view.route}</td>
                    <td>{formatMetric('lcp', view.lcp)}</td>
                    <td>{view.lcpElement ?? '–'}</td>
                    <td>
                      <code>{view.traceId ?? '–'}</code>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </div>
  );
}

export default PerformancePage satisfies RemoteModules['admin/PerformancePage'];
