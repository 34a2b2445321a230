import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { bearer } from '../test/emulator-users';
import { createTestApp, type TestApp } from '../test/test-app';
import { ROUTE_TABLE, type Role, type RouteCase } from './route-table';
import { badTokens, createMatrixFixture, type MatrixFixture } from './support/matrix-fixture';
import { registeredRoutes } from './support/registered-routes';

const ROLES: Role[] = ['none', 'bad', 'other', 'owner', 'admin'];

describe('authorization matrix: every /api route x every kind of caller', () => {
  let testApp: TestApp;
  let f: MatrixFixture;

  beforeAll(async () => {
    testApp = await createTestApp();
    // Every cell of the matrix that places an order takes a unit; keep the shelf full.
    await testApp.db.query(`UPDATE products SET stock = 10000 WHERE id = 'forest-green-mug'`);
    f = await createMatrixFixture(testApp.app);
  }, 60_000);
  afterAll(() => testApp.close(), 60_000);

  const headersFor = (role: Role): Record<string, string>[] => {
    if (role === 'none') return [{}];
    if (role === 'bad') return Object.values(badTokens(f.owner.uid)).map((t) => ({ authorization: `Bearer ${t}` }));
    return [bearer(f[role])];
  };

  async function call(row: RouteCase, headers: Record<string, string>) {
    const url = await row.path(f);
    const upload = row.upload ? await row.upload() : undefined;
    if (upload)
      return testApp.app.inject({
        method: row.method,
        url,
        headers: { ...headers, ...upload.headers },
        payload: upload.payload,
      });
    const payload = row.body ? await row.body(f) : undefined;
    return testApp.app.inject({
      method: row.method,
      url,
      headers: { ...headers, ...row.headers },
      ...(payload ? { payload } : {}),
    });
  }

  it.each(ROUTE_TABLE.map((row) => [`${row.method} ${row.route}`, row] as const))('%s', async (_name, row) => {
    const seen: Record<string, number> = {};
    for (const role of ROLES) {
      for (const [index, headers] of headersFor(role).entries()) {
        const response = await call(row, headers);
        seen[index ? `${role}#${index}` : role] = response.statusCode;
        if (response.statusCode >= 400) expect(response.json()).toMatchObject({ error: expect.any(String) });
      }
    }
    const expected = Object.fromEntries(Object.keys(seen).map((key) => [key, row.expected[key.split('#')[0] as Role]]));
    expect(seen).toEqual(expected);
  });

  it('the table covers every registered /api route, so a new route cannot be forgotten', () => {
    const apiRoutes = registeredRoutes(testApp.app).filter((route) => route.split(' ')[1]?.startsWith('/api'));
    const inTable = new Set(ROUTE_TABLE.map((row) => `${row.method} ${row.route}`));
    expect(apiRoutes.length).toBeGreaterThan(15);
    expect(apiRoutes.filter((route) => !inTable.has(route))).toEqual([]);
    expect([...inTable].filter((route) => !apiRoutes.includes(route))).toEqual([]);
  });
});
