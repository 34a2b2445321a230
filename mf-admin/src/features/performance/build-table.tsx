import { formatDateTimeIndia } from '@mitti/shared/dates';
import type { BuildSummary } from '@mitti/shared/contracts';
import { MetricCells, MetricHeaders } from './metric-cells';
import { METRICS, formatMetric } from './web-vital-ratings';

const orDash = (value: number | null) => (value === null ? '–' : formatMetric('entry', value));

/** A regression in words: "LCP 1.2 s → 2.2 s since the build before". */
function Regressions({ build }: { build: BuildSummary }) {
  if (build.regressions.length === 0) return <td>–</td>;
  return (
    <td className="performance-regression">
      Worse than the build before:{' '}
      {build.regressions
        .map((r) => {
          const metric = r.metric as keyof typeof METRICS;
          return `${METRICS[metric].label} ${formatMetric(metric, r.before)} → ${formatMetric(metric, r.after)}`;
        })
        .join(', ')}
    </td>
  );
}

/** p75 of each metric per route and remote build, oldest build first, and what each build made worse. */
export function BuildTable({ builds }: { builds: BuildSummary[] }) {
  return (
    <div className="admin-scroll">
      <table className="admin-table">
        <caption>p75 per remote build, by route (each build after the one before it)</caption>
        <thead>
          <tr>
            <th scope="col">Route</th>
            <th scope="col">Remote</th>
            <th scope="col">Build</th>
            <th scope="col">First seen</th>
            <th scope="col">Views</th>
            <MetricHeaders />
            <th scope="col">Entry</th>
            <th scope="col">Module</th>
            <th scope="col">Failed loads</th>
            <th scope="col">Flag</th>
          </tr>
        </thead>
        <tbody>
          {builds.map((build) => (
            <tr key={`${build.route} ${build.remote} ${build.build}`}>
              <td>{build.route}</td>
              <td>{build.remote}</td>
              <td className="performance-build">{build.build}</td>
              <td>{formatDateTimeIndia(build.firstSeen)}</td>
              <td>{build.views}</td>
              <MetricCells p75={build.p75} />
              <td>{orDash(build.entryP75)}</td>
              <td>{orDash(build.moduleP75)}</td>
              <td>
                {build.failures} of {build.loads}
              </td>
              <Regressions build={build} />
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
