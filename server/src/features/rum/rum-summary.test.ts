import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import type { PageViewBeacon } from '@mitti/shared/contracts';
import { databaseTargets, type DatabaseTarget } from '../../reliability/support/targets';
import { beaconRow, createBeaconWriter } from './beacon-writer';
import { pruneMetrics, rollupHours } from './rum-rollup';
import { summarise } from './rum-summary';
import { beacon, CATALOG } from '../../test/rum-test-kit';

const CATALOG_V2 = 'https://cdn.mitti.example/catalog/v2/mf-manifest.json';
const NOW = new Date();
/** Within the rollup histogram's 5 %. */
const near = (value: number, expected: number) => Math.abs(value / expected - 1) < 0.05;
const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * 60 * 60 * 1000);

describe.each(databaseTargets)('the owner’s real-user metrics on $name', ({ create }) => {
  let target: DatabaseTarget;

  /** Page views as if they had arrived at `at`. */
  const report = async (at: Date, views: PageViewBeacon[]) => {
    const writer = createBeaconWriter(target.db);
    for (const view of views) writer.accept(beaconRow(view, at));
    await writer.close();
  };
  const productView = (lcp: number, build = CATALOG, inp = 120) =>
    beacon({
      metrics: { lcp, inp, cls: 0.02, fcp: 900, ttfb: 200 },
      loads: [{ module: 'catalog/ProductPage', build, entryMs: 150, moduleMs: 80, failed: false }],
    }) as PageViewBeacon;

  beforeAll(async () => {
    target = await create();
  }, 60_000);
  afterAll(() => target.dispose(), 60_000);
  beforeEach(async () => {
    await target.db.query('DELETE FROM rum_page_views');
    await target.db.query('DELETE FROM rum_hourly');
  });

  it('gives p75 per route and per remote build, its load times and failures', async () => {
    await report(
      hoursAgo(2),
      [1000, 1200, 1400, 3000].map((lcp) => productView(lcp)),
    );
    await report(hoursAgo(1), [
      beacon({
        route: '/store',
        metrics: { lcp: 1500 },
        loads: [{ module: 'catalog/StorePage', build: CATALOG, failed: true }],
      }) as PageViewBeacon,
    ]);
    await rollupHours(target.db);
    const summary = await summarise(target.db, '24h', undefined, NOW);
    // The period it sums up, which the owner's chart spans whole.
    expect(Date.parse(summary.generatedAt) - Date.parse(summary.since)).toBe(24 * 60 * 60 * 1000);

    const product = summary.routes.find((route) => route.route === '/product/:id')!;
    expect(product.views).toBe(4);
    // The 3rd of 4 sorted values (1400 ms), within the histogram's 5 %.
    expect(near(product.p75.lcp!, 1400)).toBe(true);
    expect(near(product.p75.inp!, 120)).toBe(true);
    expect(summary.routes.find((route) => route.route === '/store')).toMatchObject({ views: 1, p75: { inp: null } });

    const storeBuild = summary.builds.find((build) => build.route === '/store')!;
    expect(storeBuild).toMatchObject({ remote: 'catalog', build: CATALOG, loads: 1, failures: 1, entryP75: null });
    const productBuild = summary.builds.find((build) => build.route === '/product/:id')!;
    expect(productBuild).toMatchObject({ views: 4, loads: 4, failures: 0, regressions: [] });
    expect(near(productBuild.entryP75!, 150)).toBe(true);
    expect(summary.series.reduce((sum, point) => sum + point.views, 0)).toBe(5);
    expect(summary.slowest[0]).toMatchObject({ route: '/product/:id', lcp: 3000, traceId: beacon().traceId });
  });

  it('flags a remote build that made a route worse than the build before it', async () => {
    await report(
      hoursAgo(30),
      [1000, 1100, 1200, 1300, 1400].map((lcp) => productView(lcp, CATALOG)),
    );
    await report(
      hoursAgo(5),
      [2000, 2100, 2200, 2300, 2400].map((lcp) => productView(lcp, CATALOG_V2)),
    );
    await rollupHours(target.db);
    const summary = await summarise(target.db, '7d', undefined, NOW);
    const [before, after] = summary.builds.filter((build) => build.route === '/product/:id');
    expect(before).toMatchObject({ build: CATALOG, regressions: [] });
    expect(after).toMatchObject({ build: CATALOG_V2 });
    expect(after!.regressions).toEqual([
      expect.objectContaining({ metric: 'lcp', previousBuild: CATALOG, before: expect.any(Number) }),
    ]);
    // A day's window no longer holds the earlier build: nothing to compare with.
    const today = await summarise(target.db, '24h', undefined, NOW);
    expect(Date.parse(summary.generatedAt) - Date.parse(summary.since)).toBe(7 * 24 * 60 * 60 * 1000);
    expect(today.builds.flatMap((build) => build.regressions)).toEqual([]);
  });

  it('does not flag a build that is as fast, or measured on too few views', async () => {
    await report(
      hoursAgo(30),
      [1000, 1100, 1200, 1300, 1400].map((lcp) => productView(lcp, CATALOG)),
    );
    await report(
      hoursAgo(5),
      [1000, 1100, 1200, 1300, 1400].map((lcp) => productView(lcp, CATALOG_V2)),
    );
    await report(
      hoursAgo(4),
      [9000].map((lcp) => productView(lcp, 'https://cdn.mitti.example/catalog/v3/mf-manifest.json')),
    );
    await rollupHours(target.db);
    const summary = await summarise(target.db, '7d', undefined, NOW);
    expect(summary.builds.flatMap((build) => build.regressions)).toEqual([]);
  });

  it('lists the 3 latest builds of a remote on a route, and 60 builds at most, however many were reported', async () => {
    const builds = Array.from({ length: 6 }, (_, n) => `https://cdn.mitti.example/catalog/${n}/mf-manifest.json`);
    for (const [n, build] of builds.entries()) await report(hoursAgo(20 - n), [productView(1000, build)]);
    await rollupHours(target.db);
    const summary = await summarise(target.db, '24h', undefined, NOW);
    expect(summary.builds.map((build) => build.build)).toEqual(builds.slice(3));

    // As if every route of the table had had 3 builds of each remote that day: 38 × 5 × 3 rows.
    await target.db.query(
      `INSERT INTO rum_hourly (hour, route, remote, build, metric, bucket, count)
       SELECT date_trunc('hour', $1::timestamptz) - n * interval '1 hour', '/route-' || r, remote, 'b' || n, 'views', 0, 1
       FROM generate_series(1, 38) AS r, unnest($2::text[]) AS remote, generate_series(1, 3) AS n`,
      [NOW, ['catalog', 'workshops', 'checkout', 'account', 'admin']],
    );
    const crowded = await summarise(target.db, '24h', undefined, NOW);
    expect(crowded.builds.length).toBe(60);
    expect(JSON.stringify(crowded).length).toBeLessThan(40_000);
  });

  it('rolls up again only the latest hours, with the beacons that arrived since', async () => {
    await report(hoursAgo(10), [productView(1000)]);
    await report(hoursAgo(3), [productView(1000)]);
    await rollupHours(target.db);
    await report(hoursAgo(0), [productView(1000), productView(1000)]);
    const second = await rollupHours(target.db);
    // From the hour before the latest one rolled up, not from the first page view.
    expect(second.from!.getTime()).toBeGreaterThan(hoursAgo(5).getTime());
    const summary = await summarise(target.db, '24h', undefined, NOW);
    expect(summary.routes[0]!.views).toBe(4);
  });

  it('prunes raw page views after 8 days and the hourly rollup after 90', async () => {
    await report(hoursAgo(24 * 9), [productView(1000)]);
    await report(hoursAgo(1), [productView(1000)]);
    await rollupHours(target.db);
    await target.db.query(`INSERT INTO rum_hourly VALUES ($1, '/store', '', '', 'views', 0, 1)`, [hoursAgo(24 * 91)]);
    await pruneMetrics(target.db, NOW);
    expect(await target.db.query('SELECT id FROM rum_page_views')).toHaveLength(1);
    const hours = await target.db.query<{ hour: Date }>('SELECT DISTINCT hour FROM rum_hourly');
    expect(hours).toHaveLength(2);
  });
});
