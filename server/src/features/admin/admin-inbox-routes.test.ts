import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { buildApp } from '../../app';
import { databaseTargets, type DatabaseTarget } from '../../reliability/support/targets';
import { testAuth, testVerifier } from '../../reliability/support/test-verifier';
import { csvField } from './admin-subscriber-routes';

const admin = testAuth('owner-admin', true);

interface Message {
  id: string;
  name: string;
  message: string;
  handledAt: string | null;
}

describe.each(databaseTargets)('the owner’s messages and subscribers on $name', ({ create }) => {
  let target: DatabaseTarget;
  let app: FastifyInstance;

  const get = (url: string, headers = admin) => app.inject({ method: 'GET', url, headers });
  const contact = (name: string, message: string) =>
    app.inject({
      method: 'POST',
      url: '/api/contacts',
      payload: { name, email: `${name.toLowerCase()}@example.com`, message },
    });

  beforeAll(async () => {
    target = await create();
    app = await buildApp({ db: target.db, verifier: testVerifier, publicApiUrl: 'http://api.mitti.test' });
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await target.dispose();
  }, 60_000);

  it('lists contact messages open first, oldest waiting on top, and marks one handled', async () => {
    expect((await contact('Asha', 'Do you ship to Goa?')).statusCode).toBe(201);
    expect((await contact('Ravi', 'Can I book a private class?')).statusCode).toBe(201);
    const listed = (await get('/api/admin/messages')).json<{ messages: Message[]; open: number; total: number }>();
    expect(listed).toMatchObject({ open: 2, total: 2 });
    expect(listed.messages.map((m) => m.name)).toEqual(['Asha', 'Ravi']);

    const asha = listed.messages[0]!;
    const handled = await app.inject({ method: 'POST', url: `/api/admin/messages/${asha.id}/handled`, headers: admin });
    expect(handled.statusCode).toBe(200);
    const handledAt = handled.json<Message>().handledAt;
    expect(handledAt).toEqual(expect.any(String));
    const again = await app.inject({ method: 'POST', url: `/api/admin/messages/${asha.id}/handled`, headers: admin });
    expect(again.json<Message>().handledAt).toBe(handledAt);

    const after = (await get('/api/admin/messages')).json<{ messages: Message[]; open: number }>();
    expect(after.open).toBe(1);
    expect(after.messages.map((m) => [m.name, m.handledAt !== null])).toEqual([
      ['Ravi', false],
      ['Asha', true],
    ]);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const missing = await app.inject({ method: 'POST', url: `/api/admin/messages/${id}/handled`, headers: admin });
      expect(missing.statusCode).toBe(404);
    }
  });

  it('lists confirmed subscribers only, and exports them as CSV a spreadsheet cannot run', async () => {
    const subscribe = (email: string) => app.inject({ method: 'POST', url: '/api/newsletter', payload: { email } });
    expect((await subscribe('Meera@Example.com')).statusCode).toBe(200);
    expect((await subscribe('pending@example.com')).statusCode).toBe(200);
    const listedBefore = (await get('/api/admin/subscribers')).json<{ subscribers: { email: string }[] }>();
    expect(listedBefore.subscribers.map((s) => s.email)).not.toContain('meera@example.com');
    // Meera follows the link in her confirmation mail; the other address never does.
    const [meera] = await target.db.query<{ token: string }>(
      `SELECT token FROM newsletter_subscribers WHERE email = 'meera@example.com'`,
    );
    expect((await app.inject({ method: 'POST', url: `/newsletter/confirm?token=${meera!.token}` })).statusCode).toBe(
      200,
    );
    await target.db.query(
      `INSERT INTO newsletter_subscribers (email, confirmed_at) VALUES ('=hyperlink("x")@example.com', now())`,
    );
    const listed = (await get('/api/admin/subscribers')).json<{ subscribers: { email: string }[]; total: number }>();
    expect(listed.total).toBe(2);
    expect(listed.subscribers.map((s) => s.email)).toContain('meera@example.com');
    expect(listed.subscribers.map((s) => s.email)).not.toContain('pending@example.com');

    const csv = await get('/api/admin/subscribers.csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(
      /^attachment; filename="mitti-subscribers-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = csv.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('email,subscribed_at');
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(
      expect.arrayContaining(['meera@example.com', `"'=hyperlink(""x"")@example.com"`]),
    );
    expect(csv.body).not.toContain('pending@example.com');
  });

  it('answers a shopper 403 on every one of them', async () => {
    const shopper = testAuth('nosy');
    for (const url of ['/api/admin/messages', '/api/admin/subscribers', '/api/admin/subscribers.csv']) {
      expect((await get(url, shopper)).statusCode).toBe(403);
    }
  });
});

describe('csvField', () => {
  it('quotes what needs quoting and defuses formulas', () => {
    expect(csvField('asha@example.com')).toBe('asha@example.com');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('+91 98765')).toBe("'+91 98765");
    expect(csvField('-1')).toBe("'-1");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
  });
});
