import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { buildApp } from '../../app';
import { databaseTargets, type DatabaseTarget } from '../../reliability/support/targets';
import { testVerifier } from '../../reliability/support/test-verifier';
import type { PageViewBeacon } from '@mitti/shared/contracts';
import { BEACON_FROM_ELSEWHERE } from './beacon-routes';
import { beaconRow, createBeaconWriter } from './beacon-writer';
import { beacon, CATALOG, SHOP } from '../../test/rum-test-kit';

describe.each(databaseTargets)('page-view beacons on $name', ({ create }) => {
  let target: DatabaseTarget;
  let app: FastifyInstance;

  // Each call from an address of its own, so the per-address limit is tested on its own below.
  let calls = 0;
  const send = (body: unknown, headers: Record<string, string> = { origin: SHOP }) =>
    app.inject({
      method: 'POST',
      url: '/api/rum',
      headers: { 'content-type': 'text/plain;charset=UTF-8', ...headers },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
      remoteAddress: `198.51.${Math.floor(++calls / 250)}.${calls % 250}`,
    });
  const stored = async () => {
    await app.realUserMetrics.writer.flush();
    return target.db.query<Record<string, unknown>>('SELECT * FROM rum_page_views ORDER BY id');
  };
  const clear = () => target.db.query('DELETE FROM rum_page_views');

  beforeAll(async () => {
    target = await create();
    app = await buildApp({
      db: target.db,
      verifier: testVerifier,
      rateLimitMax: 5000,
      realUserMetrics: { maintenanceMs: 0 },
    });
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await target.dispose();
  }, 60_000);

  it('takes a beacon as sendBeacon sends it (text/plain JSON) and stores the page view', async () => {
    await clear();
    const response = await send(beacon());
    expect(response.statusCode).toBe(202);
    const [row] = await stored();
    expect(row).toMatchObject({
      route: '/product/:id',
      device: 'mobile',
      connection: '4g',
      lcp: 2100,
      inp: 120,
      fcp: 1200,
      ttfb: 300,
      lcp_element: 'main > img.product-photo',
      trace_id: '4bf92f3577b34da6a3ce929d0e0e4736',
      loads: [{ module: 'catalog/ProductPage', build: CATALOG, entryMs: 180, moduleMs: 90, failed: false }],
    });
    expect(row!.cls).toBeCloseTo(0.04);
  });

  it('takes application/json too', async () => {
    await clear();
    const response = await app.inject({
      method: 'POST',
      url: '/api/rum',
      headers: { origin: SHOP },
      payload: beacon({ route: '/store' }),
    });
    expect(response.statusCode).toBe(202);
    expect((await stored()).map((row) => row.route)).toEqual(['/store']);
  });

  it('discards values out of range and keeps the rest of the page view', async () => {
    await clear();
    const response = await send(
      beacon({
        metrics: { lcp: -5, inp: 999_999, cls: 51, fcp: 1e308, ttfb: 250 },
        loads: [{ module: 'catalog/ProductPage', build: CATALOG, entryMs: -1, moduleMs: 3_000_000, failed: true }],
      }),
    );
    expect(response.statusCode).toBe(202);
    const [row] = await stored();
    expect(row).toMatchObject({ lcp: null, inp: null, cls: null, fcp: null, ttfb: 250 });
    expect(row!.loads).toEqual([{ module: 'catalog/ProductPage', build: CATALOG, failed: true }]);
  });

  it('counts a route not in the route table, a remote not in the apps table, and a second build of a remote as other', async () => {
    await clear();
    const load = (module: string, build: string) => ({ module, build, failed: false });
    const response = await send(
      beacon({
        route: '/invented/route/4711',
        loads: [
          load('catalog/ProductPage', CATALOG),
          load('catalog/LatestArrivals', 'https://evil.example/catalog-1.json'),
          load('zzz/Anything', 'https://evil.example/zzz.json'),
        ],
      }),
    );
    expect(response.statusCode).toBe(202);
    const [row] = await stored();
    expect(row).toMatchObject({ route: 'other' });
    expect(row!.loads).toEqual([
      load('catalog/ProductPage', CATALOG),
      load('catalog/LatestArrivals', 'other'),
      load('other/other', 'other'),
    ]);
    expect(JSON.stringify(row)).not.toMatch(/invented|evil\.example/);
  });

  it('names at most 10 builds of a remote a day; the rest are counted as other', async () => {
    await clear();
    // The workshops' remote, which no other page view of these tests loads (the API remembers the day's builds).
    const builds = Array.from({ length: 14 }, (_, n) => `https://cdn.example/workshops/${n}/mf-manifest.json`);
    for (const build of builds) {
      expect(
        (await send(beacon({ loads: [{ module: 'workshops/WorkshopsPage', build, failed: false }] }))).statusCode,
      ).toBe(202);
    }
    const named = (await stored()).map((row) => (row.loads as { build: string }[])[0]!.build);
    expect(named).toEqual([...builds.slice(0, 10), 'other', 'other', 'other', 'other']);
    // A build already named that day is still named.
    await send(beacon({ loads: [{ module: 'workshops/WorkshopsPage', build: builds[3]!, failed: false }] }));
    expect(((await stored()).at(-1)!.loads as { build: string }[])[0]!.build).toBe(builds[3]);
  });

  it.each([
    ['another site', { origin: 'https://evil.example' }],
    ['no origin at all', {}],
  ])('refuses a beacon from %s (403) and stores nothing', async (_label, headers) => {
    await clear();
    const response = await send(beacon(), headers);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: BEACON_FROM_ELSEWHERE, statusCode: 403 });
    expect(await stored()).toEqual([]);
  });

  it('drops fields and metrics it does not know: they are not stored', async () => {
    await clear();
    const response = await send(beacon({ email: 'asha@example.com', metrics: { lcp: 1000, heartRate: 70 } }));
    expect(response.statusCode).toBe(202);
    const [row] = await stored();
    expect(row).toMatchObject({ lcp: 1000, inp: null });
    expect(JSON.stringify(row)).not.toMatch(/asha|heartRate/);
  });

  it.each([
    ['a concrete URL instead of the route', beacon({ route: '/product/moon-mug?ref=mail' })],
    ['an unknown device', beacon({ device: 'fridge' })],
    ['a build that is not a URL', beacon({ loads: [{ module: 'catalog/StorePage', build: 'v2', failed: false }] })],
    ['too many loads', beacon({ loads: Array.from({ length: 21 }, () => beacon().loads[0]) })],
    ['a string for a number', beacon({ metrics: { lcp: '1200' } })],
    ['a trace id that is not one', beacon({ traceId: 'not-a-trace' })],
    ['not JSON', '{"route": "/store",'],
    ['an empty body', ''],
    ['null', 'null'],
  ])('refuses %s with a 400 and stores nothing', async (_label, body) => {
    await clear();
    const response = await send(body);
    expect(response.statusCode).toBe(400);
    expect(await stored()).toEqual([]);
  });

  it('refuses a body over 16 KB (413) and a content type it does not read (415)', async () => {
    const huge = await send(beacon({ attribution: { lcpElement: 'x'.repeat(20_000) } }));
    expect(huge.statusCode).toBe(413);
    const form = await send('route=/store', { origin: SHOP, 'content-type': 'application/x-www-form-urlencoded' });
    expect(form.statusCode).toBe(415);
  });

  it('answers any shape of body with a 4xx or a 202, never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.anything(), fc.string(), fc.jsonValue()), async (body) => {
        const response = await send(typeof body === 'string' ? body : (JSON.stringify(body) ?? ''));
        expect([202, 400, 413]).toContain(response.statusCode);
      }),
      { numRuns: 150 },
    );
  });

  it('cuts off a flood from one address with 429s, and keeps answering', async () => {
    const statuses = await Promise.all(
      Array.from({ length: 130 }, () =>
        app.inject({
          method: 'POST',
          url: '/api/rum',
          headers: { origin: SHOP, 'content-type': 'text/plain' },
          payload: JSON.stringify(beacon()),
          remoteAddress: '203.0.113.9',
        }),
      ),
    ).then((responses) => responses.map((response) => response.statusCode));
    expect(statuses.filter((status) => status === 202).length).toBeLessThanOrEqual(120);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(10);
    expect(statuses.every((status) => status === 202 || status === 429)).toBe(true);
  });
});

describe('a day’s ceiling of page views', () => {
  it('stores no more page views in a day than the ceiling, answers the rest 202, and says so once', async () => {
    const target = await databaseTargets[0]!.create();
    const full: Date[] = [];
    const app = await buildApp({
      db: target.db,
      verifier: testVerifier,
      realUserMetrics: { maintenanceMs: 0, writer: { viewsPerDay: 5, batchSize: 3 } },
    });
    try {
      const post = (n: number) =>
        app.inject({
          method: 'POST',
          url: '/api/rum',
          headers: { origin: SHOP },
          payload: beacon(),
          remoteAddress: `198.51.100.${n}`,
        });
      const statuses = [];
      for (let n = 0; n < 8; n++) statuses.push((await post(n)).statusCode);
      await app.realUserMetrics.writer.flush();
      expect(statuses).toEqual(Array(8).fill(202));
      expect(await target.db.query('SELECT id FROM rum_page_views')).toHaveLength(5);
      const writer = createBeaconWriter(target.db, { viewsPerDay: 5, onFull: (day) => full.push(day) });
      writer.accept(beaconRow(beacon() as PageViewBeacon, new Date()));
      writer.accept(beaconRow(beacon() as PageViewBeacon, new Date()));
      await writer.close();
      expect(await target.db.query('SELECT id FROM rum_page_views')).toHaveLength(5);
      expect(full).toHaveLength(1);
    } finally {
      await app.close();
      await target.dispose();
    }
  }, 60_000);
});

describe('a writer that is full', () => {
  it('drops the beacon with a 429 instead of holding more in memory', async () => {
    const target = await databaseTargets[0]!.create();
    const app = await buildApp({
      db: target.db,
      verifier: testVerifier,
      realUserMetrics: { maintenanceMs: 0, writer: { maxPending: 2, flushMs: 60_000, batchSize: 100 } },
    });
    try {
      const post = () => app.inject({ method: 'POST', url: '/api/rum', headers: { origin: SHOP }, payload: beacon() });
      expect([(await post()).statusCode, (await post()).statusCode, (await post()).statusCode]).toEqual([
        202, 202, 429,
      ]);
      await app.realUserMetrics.writer.flush();
      expect((await post()).statusCode).toBe(202);
    } finally {
      await app.close();
      await target.dispose();
    }
  }, 60_000);
});
