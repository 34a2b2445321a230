import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { buildApp } from '../app';
import type { Database } from '../db/database';
import { testAuth, testVerifier } from '../reliability/support/test-verifier';
import { createTestDatabase } from '../test/test-app';
import { DOCUMENT_SERVER_HEADER, documentServerHeaders } from '@mitti/server-kit/shopper-address';
import { CATALOGUE_CHANGES_PATH } from '@mitti/server-kit/catalogue-changes';
import { catalogueFollowers } from './catalogue-changes';

let db: Database;
let app: FastifyInstance;
let api: string;

beforeAll(async () => {
  db = await createTestDatabase();
  app = await buildApp({ db, verifier: testVerifier });
  await app.listen({ port: 0, host: '127.0.0.1' });
  api = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
}, 60_000);
afterAll(async () => {
  await app.close();
  await db.close();
}, 60_000);

/** A document server's view of the stream: the `change` events as they arrive, in order. */
async function follow() {
  const stopped = new AbortController();
  const response = await fetch(api + CATALOGUE_CHANGES_PATH, { signal: stopped.signal });
  const changes: number[] = [];
  let arrived: () => void = () => undefined;
  const reading = (async () => {
    const decoder = new TextDecoder();
    let text = '';
    for await (const chunk of response.body!) {
      text += decoder.decode(chunk as Uint8Array, { stream: true });
      const events = text.split('\n\n');
      text = events.pop()!;
      for (const event of events) if (event.includes('event: change')) changes.push(Date.now());
      arrived();
    }
  })().catch(() => undefined);
  /** Resolves once `count` changes have arrived. */
  const changesReach = (count: number) =>
    new Promise<void>((resolve) => {
      arrived = () => changes.length >= count && resolve();
      arrived();
    });
  return { response, changes, changesReach, stop: () => (stopped.abort(), reading) };
}

const price = async (id: string) =>
  ((await (await fetch(`${api}/products/${id}`)).json()) as { price: number; [field: string]: unknown }).price;

async function savePrice(id: string, newPrice: number, headers = testAuth('owner', true)) {
  const product = (await (await fetch(`${api}/products/${id}`)).json()) as Record<string, unknown>;
  const fields = ['name', 'description', 'category', 'mrp', 'stock', 'tags', 'isPopular', 'materialType'] as const;
  const details = ['materials', 'glaze', 'dimensions', 'capacity', 'firingTemp', 'coneType'] as const;
  const input = Object.fromEntries([...fields, ...details].map((field) => [field, product[field]]));
  return fetch(`${api}/api/admin/products/${id}`, {
    method: 'PUT',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({
      ...input,
      stock: Number(input.stock),
      price: newPrice,
      mrp: Math.max(newPrice, Number(input.mrp)),
    }),
  });
}

describe('the catalogue changes the document servers follow (decision 069)', () => {
  it('answer as a stream that starts with a change, and count their followers', async () => {
    const follower = await follow();
    expect(follower.response.status).toBe(200);
    expect(follower.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(follower.response.headers.get('cache-control')).toBe('no-store');
    await follower.changesReach(1);
    expect(catalogueFollowers()).toBe(1);
    await follower.stop();
  });

  it("carry the owner's save, and nothing of a write that was refused", async () => {
    const follower = await follow();
    await follower.changesReach(1);
    const before = await price('forest-green-mug');

    const refused = await savePrice('forest-green-mug', 1, testAuth('shopper'));
    expect(refused.status).toBe(403);
    expect(await price('forest-green-mug')).toBe(before);
    const saved = await savePrice('forest-green-mug', 705);
    expect(saved.status).toBe(200);
    await follower.changesReach(2);
    // The save's change, not the refusal's: the stream is in order and has one change since the first.
    expect(follower.changes).toHaveLength(2);
    expect(await price('forest-green-mug')).toBe(705);
    await follower.stop();
  });
});

describe("with the document servers' secret (production has one)", () => {
  const secret = 'a-document-server-secret-of-32-characters-or-more';
  let guarded: FastifyInstance;
  let url: string;

  beforeAll(async () => {
    guarded = await buildApp({ db, verifier: testVerifier, documentServerSecret: secret });
    await guarded.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(guarded.server.address() as { port: number }).port}${CATALOGUE_CHANGES_PATH}`;
  }, 60_000);
  afterAll(() => guarded.close());

  it('refuses anyone without their proof, and holds no place for them, so nobody else can fill the places', async () => {
    for (const headers of [{}, { [DOCUMENT_SERVER_HEADER]: 'forged' }, documentServerHeaders('another-secret')]) {
      const refused = await fetch(url, { headers });
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({ error: 'Only the document servers follow the catalogue changes.' });
    }
    expect(catalogueFollowers()).toBe(0);

    const stopped = new AbortController();
    const followed = await fetch(url, { headers: documentServerHeaders(secret), signal: stopped.signal });
    expect(followed.status).toBe(200);
    expect(followed.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    stopped.abort();
  });
});
