import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Product, Workshop } from '@mitti/shared/contracts';
import { buildApp } from '../../app';
import { databaseTargets, type DatabaseTarget } from '../../reliability/support/targets';
import { testAuth, testVerifier } from '../../reliability/support/test-verifier';

const admin = testAuth('owner-admin', true);
const CLASS = 'wheel-throwing-for-beginners';

/** A piece the owner names in both languages (decision 112). */
const kulhadSet = {
  name: 'Smoked Kulhad Set',
  description: 'Six kulhads, wood-smoked after the bisque.',
  category: 'Cups',
  price: 480,
  mrp: 480,
  stock: 9,
  tags: ['kulhad'],
  isPopular: false,
  materialType: 'Terracotta',
  materials: ['Red clay'],
  glaze: 'Unglazed',
  dimensions: '7 x 7 x 8 cm',
  capacity: 120,
  firingTemp: 900,
  coneType: 'Cone 010',
  nameHi: '  धुएँ वाले कुल्हड़ 🍵 Set  ',
  descriptionHi: 'छह कुल्हड़, बिस्क के बाद लकड़ी के धुएँ में पकाए गए।',
};

describe.each(databaseTargets)('the owner’s Hindi names and descriptions on $name', ({ create }) => {
  let target: DatabaseTarget;
  let app: FastifyInstance;

  const send = (method: 'POST' | 'PUT', url: string, payload: object, headers = admin) =>
    app.inject({ method, url, headers, payload });
  const product = async (id: string) => (await app.inject(`/products/${id}`)).json<Product>();
  const search = async (q: string) =>
    (await app.inject(`/products?${new URLSearchParams({ q })}`)).json<Product[]>().map((found) => found.id);
  const workshop = async (id: string) => (await app.inject(`/workshops/${id}`)).json<Workshop>();
  const setHindi = (payload: object, id = CLASS, headers = admin) =>
    send('PUT', `/api/admin/workshops/${id}/hindi`, payload, headers);

  beforeAll(async () => {
    target = await create();
    app = await buildApp({ db: target.db, verifier: testVerifier, publicApiUrl: 'http://api.mitti.test' });
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await target.dispose();
  }, 60_000);

  it('stores a product’s Hindi name and description, mixed scripts and emoji as typed, and the store serves them', async () => {
    const created = await send('POST', '/api/admin/products', kulhadSet);
    expect(created.statusCode).toBe(201);
    expect(created.json<Product>()).toMatchObject({
      name: 'Smoked Kulhad Set',
      nameHi: 'धुएँ वाले कुल्हड़ 🍵 Set',
      descriptionHi: kulhadSet.descriptionHi,
    });
    expect(await product('smoked-kulhad-set')).toMatchObject({ nameHi: 'धुएँ वाले कुल्हड़ 🍵 Set' });
    const listed = (await app.inject('/products')).json<Product[]>();
    expect(listed.find((found) => found.id === 'smoked-kulhad-set')?.nameHi).toBe('धुएँ वाले कुल्हड़ 🍵 Set');
    // A piece the owner gave no Hindi says so: the page shows its English.
    expect(listed.find((found) => found.id === 'forest-green-mug')).toMatchObject({
      nameHi: null,
      descriptionHi: null,
    });
  });

  it('finds a product by its Hindi name, by the start of a word, however its letters were composed', async () => {
    expect(await search('धुएँ')).toEqual(['smoked-kulhad-set']);
    expect(await search('धुएँ कुल्ह')).toEqual(['smoked-kulhad-set']);
    // The sample shop's kulhads too (seed/product-seed-tableware.ts): each word matches either piece's Hindi name.
    expect((await search('कुल्हड़')).sort()).toEqual(['kulhad-chai-cups', 'smoked-kulhad-set']);
    // ड़ typed as one letter (U+095C) or as ड and its nukta: the same word.
    expect(await search('धुएँ कुल्ह\u095C')).toEqual(['smoked-kulhad-set']);
    expect(await search('धुएँ कुल्ह\u0921\u093C')).toEqual(['smoked-kulhad-set']);
    // Either language's words, in one search.
    expect(await search('smoked धुएँ')).toEqual(['smoked-kulhad-set']);
    expect(await search('smoked kulhad')).toEqual(['smoked-kulhad-set']);
    // The Hindi description too, below the names.
    expect(await search('लकड़ी')).toEqual(['smoked-kulhad-set']);
    expect(await search('कटोरा')).toEqual([]);
    // An emoji is no word to search by, as punctuation is not.
    expect(await search('🍵')).toEqual([]);
  });

  it('keeps the Hindi through an edit that leaves it out, clears it with null, and searches what is left', async () => {
    const { nameHi: _name, descriptionHi: _description, ...english } = kulhadSet;
    const kept = await send('PUT', '/api/admin/products/smoked-kulhad-set', { ...english, price: 450, mrp: 480 });
    expect(kept.statusCode).toBe(200);
    expect(kept.json<Product>()).toMatchObject({ price: 450, nameHi: 'धुएँ वाले कुल्हड़ 🍵 Set' });

    const renamed = await send('PUT', '/api/admin/products/smoked-kulhad-set', {
      ...english,
      nameHi: 'मिट्टी के कप',
      descriptionHi: null,
    });
    expect(renamed.json<Product>()).toMatchObject({ nameHi: 'मिट्टी के कप', descriptionHi: null });
    expect(await search('धुएँ')).toEqual([]);
    expect(await search('मिट्टी के कप')).toEqual(['smoked-kulhad-set']);

    const cleared = await send('PUT', '/api/admin/products/smoked-kulhad-set', { ...english, nameHi: null });
    expect(cleared.json<Product>()).toMatchObject({ nameHi: null, descriptionHi: null });
    expect(await search('मिट्टी के कप')).toEqual([]);
  });

  it('holds the Hindi to the English fields’ rules, counting letters as the English does', async () => {
    const long = 'क'.repeat(121);
    const cases: [object, string | null][] = [
      [{ ...kulhadSet, nameHi: long }, 'Name in Hindi can be at most 120 characters.'],
      [{ ...kulhadSet, descriptionHi: 'ख'.repeat(2001) }, 'Description in Hindi can be at most 2000 characters.'],
      [{ ...kulhadSet, name: 'K'.repeat(121) }, 'Name can be at most 120 characters.'],
      [{ ...kulhadSet, nameHi: '' }, 'Name in Hindi is required.'],
      [{ ...kulhadSet, name: '' }, 'Name is required.'],
      [{ ...kulhadSet, nameHi: '   ' }, null],
      [{ ...kulhadSet, nameHi: 42 }, null],
    ];
    for (const [body, message] of cases) {
      const refused = await send('PUT', '/api/admin/products/smoked-kulhad-set', body);
      expect(refused.statusCode).toBe(400);
      if (message) expect(refused.json().error).toBe(message);
    }
    expect((await product('smoked-kulhad-set')).nameHi).toBeNull();
    // 120 of them is the limit whatever they are: an emoji is one character, as in the English name.
    const emoji = '🏺'.repeat(120);
    const atLimit = await send('PUT', '/api/admin/products/smoked-kulhad-set', { ...kulhadSet, nameHi: emoji });
    expect(atLimit.statusCode).toBe(200);
    expect((await product('smoked-kulhad-set')).nameHi).toBe(emoji);
  });

  it('gives a class a Hindi name and description, which its next date carries, and only the owner may', async () => {
    expect(await workshop(CLASS)).toMatchObject({ nameHi: null, descriptionHi: null });
    const saved = await setHindi({ nameHi: ' चाक पर पहली बार ', descriptionHi: 'चाक पर मिट्टी से कटोरा बनाना 🙂' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<Workshop>()).toMatchObject({
      nameHi: 'चाक पर पहली बार',
      descriptionHi: 'चाक पर मिट्टी से कटोरा बनाना 🙂',
    });
    expect(await workshop(CLASS)).toMatchObject({ nameHi: 'चाक पर पहली बार' });

    const another = await send('POST', `/api/admin/workshops/${CLASS}/dates`, { date: '2031-03-01' });
    expect(another.statusCode).toBe(201);
    expect(another.json<Workshop>()).toMatchObject({ nameHi: 'चाक पर पहली बार', date: '2031-03-01' });

    expect((await setHindi({ nameHi: 'ग'.repeat(121), descriptionHi: null })).json().error).toBe(
      'Name in Hindi can be at most 120 characters.',
    );
    expect((await setHindi({ nameHi: 'चाक' })).statusCode).toBe(400);
    expect((await setHindi({ nameHi: null, descriptionHi: null }, 'no-such-class')).statusCode).toBe(404);
    const shopper = testAuth('curious');
    expect((await setHindi({ nameHi: 'चोरी', descriptionHi: null }, CLASS, shopper)).statusCode).toBe(403);
    expect((await workshop(CLASS)).nameHi).toBe('चाक पर पहली बार');

    const cleared = await setHindi({ nameHi: null, descriptionHi: null });
    expect(cleared.json<Workshop>()).toMatchObject({ nameHi: null, descriptionHi: null });
  });
});
