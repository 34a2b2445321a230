import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { AdminReview, AdminReviewPage, MyReview, ProductReviews } from '@mitti/shared/contracts';
import { REVIEW_MESSAGES } from '@mitti/shared/reviews';
import { buildApp } from '../../app';
import { databaseTargets, type DatabaseTarget } from '../../reliability/support/targets';
import { shopClient } from '../../reliability/support/shop-client';
import { testAuth, testVerifier } from '../../reliability/support/test-verifier';

const admin = testAuth('owner-admin', true);
const MUG = 'forest-green-mug';
const BOWL = 'speckled-oat-serving-bowl';
const goodReview = { rating: 5, title: 'Chai tastes better', text: 'Holds a big morning chai and keeps it warm.' };

describe.each(databaseTargets)('reviews from verified buyers on $name', ({ create }) => {
  let target: DatabaseTarget;
  let app: FastifyInstance;
  let shop: ReturnType<typeof shopClient>;

  /** A cash-on-delivery order of the product, confirmed and moved on by the owner to `status`. */
  const orderOf = async (uid: string, productId: string, status: 'confirmed' | 'shipped' | 'delivered') => {
    const placed = await shop.order(uid, {
      items: [{ id: productId, quantity: 1 }],
      paymentMethod: 'Cash on Delivery',
    });
    expect(placed.statusCode).toBe(201);
    const { id } = placed.json<{ id: string }>();
    const confirmed = await app.inject({ method: 'POST', url: `/api/orders/${id}/confirm-cod`, headers: admin });
    expect(confirmed.statusCode).toBe(200);
    if (status !== 'confirmed') {
      const moved = await app.inject({
        method: 'PATCH',
        url: `/api/orders/${id}/status`,
        headers: admin,
        payload: { orderStatus: status },
      });
      expect(moved.statusCode).toBe(200);
    }
    return id;
  };
  const review = (uid: string, productId: string, payload: unknown) =>
    app.inject({
      method: 'PUT',
      url: `/api/reviews/${encodeURIComponent(productId)}`,
      headers: testAuth(uid),
      payload: payload as object,
    });
  const publicReviews = async (productId: string) => {
    const response = await app.inject({ method: 'GET', url: `/products/${productId}/reviews` });
    expect(response.statusCode).toBe(200);
    return response.json<ProductReviews>();
  };
  const moderate = (id: string, status: string, headers = admin) =>
    app.inject({ method: 'PATCH', url: `/api/admin/reviews/${id}`, headers, payload: { status } });
  const adminList = async (query = '') => {
    const response = await app.inject({ method: 'GET', url: `/api/admin/reviews${query}`, headers: admin });
    expect(response.statusCode).toBe(200);
    return response.json<AdminReviewPage>();
  };
  /** Everything stored about reviews, to prove a refused request changed nothing. */
  const stored = () => target.db.query('SELECT * FROM product_reviews ORDER BY id');

  beforeAll(async () => {
    target = await create();
    app = await buildApp({ db: target.db, verifier: testVerifier, publicApiUrl: 'http://api.mitti.test' });
    shop = shopClient(app);
    await target.db.query('UPDATE products SET stock = 1000 WHERE id = ANY($1)', [[MUG, BOWL]]);
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await target.dispose();
  }, 60_000);

  it('says a product has no reviews yet, and 404 for a product that does not exist', async () => {
    expect(await publicReviews(MUG)).toEqual({ productId: MUG, average: null, count: 0, reviews: [] });
    const missing = await app.inject({ method: 'GET', url: '/products/no-such-pot/reviews' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: 'Product not found' });
  });

  it('lets only a shopper who received the piece review it; anyone else gets a clear 4xx and nothing changes', async () => {
    const refused = async (uid: string, productId = MUG) => {
      const response = await review(uid, productId, goodReview);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ error: REVIEW_MESSAGES.verifiedBuyersOnly });
    };
    await refused('never-ordered');
    await orderOf('not-yet', MUG, 'confirmed');
    await refused('not-yet');
    await orderOf('on-the-way', MUG, 'shipped');
    await refused('on-the-way');
    // A delivered order of another piece does not count.
    await orderOf('bowl-buyer', BOWL, 'delivered');
    await refused('bowl-buyer', MUG);
    const unsigned = await app.inject({ method: 'PUT', url: `/api/reviews/${MUG}`, payload: goodReview });
    expect(unsigned.statusCode).toBe(401);
    const noProduct = await review('bowl-buyer', 'no-such-pot', goodReview);
    expect(noProduct.statusCode).toBe(404);
    expect(await stored()).toEqual([]);
    expect((await adminList()).total).toBe(0);
  });

  it('starts a review pending: public only once approved, and a hidden one never public', async () => {
    const orderId = await orderOf('asha', MUG, 'delivered');
    const written = await review('asha', MUG, { ...goodReview, title: '  Chai tastes better  ' });
    expect(written.statusCode).toBe(201);
    const mine = written.json<MyReview>();
    expect(mine).toMatchObject({ productId: MUG, rating: 5, title: 'Chai tastes better', status: 'pending' });
    expect(await publicReviews(MUG)).toMatchObject({ count: 0, average: null, reviews: [] });

    const listed = await app.inject({ method: 'GET', url: '/api/reviews/mine', headers: testAuth('asha') });
    expect(listed.json<{ reviews: MyReview[] }>().reviews).toEqual([mine]);

    const pending = await adminList('?status=pending');
    expect(pending).toMatchObject({ total: 1, pending: 1 });
    const orderNumber = (
      await target.db.query<{ order_number: string }>('SELECT order_number FROM orders WHERE id = $1', [orderId])
    )[0]!.order_number;
    expect(pending.reviews[0]).toMatchObject({
      id: mine.id,
      productName: 'Forest Green Mug',
      reviewer: 'Shopper A.',
      email: 'asha@example.com',
      orderNumber,
      status: 'pending',
    });

    const approved = await moderate(mine.id, 'approved');
    expect(approved.statusCode).toBe(200);
    expect(approved.json<AdminReview>()).toMatchObject({ status: 'approved', moderatedAt: expect.any(String) });
    // At once: the write dropped the cached reviews.
    expect(await publicReviews(MUG)).toEqual({
      productId: MUG,
      average: 5,
      count: 1,
      reviews: [
        {
          id: mine.id,
          reviewer: 'Shopper A.',
          rating: 5,
          title: 'Chai tastes better',
          text: goodReview.text,
          writtenAt: mine.writtenAt,
        },
      ],
    });
    const publicBody = JSON.stringify(await publicReviews(MUG));
    expect(publicBody).not.toContain('asha@example.com');
    expect(publicBody).not.toContain('asha"');

    expect((await moderate(mine.id, 'hidden')).statusCode).toBe(200);
    expect(await publicReviews(MUG)).toMatchObject({ count: 0, average: null, reviews: [] });
    expect((await adminList('?status=hidden')).reviews.map((r) => r.id)).toEqual([mine.id]);
  });

  it('keeps one review per shopper per product: an edit replaces it and sends it back for approval', async () => {
    await orderOf('ravi', BOWL, 'delivered');
    const first = (
      await review('ravi', BOWL, { rating: 4, text: 'Big enough for biryani for six people.' })
    ).json<MyReview>();
    expect((await moderate(first.id, 'approved')).statusCode).toBe(200);
    expect((await publicReviews(BOWL)).count).toBe(1);

    const edited = await review('ravi', BOWL, {
      rating: 2,
      title: 'Chipped',
      text: 'The rim chipped in the first week.',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<MyReview>()).toMatchObject({ id: first.id, rating: 2, title: 'Chipped', status: 'pending' });
    expect(await publicReviews(BOWL)).toMatchObject({ count: 0, reviews: [] });
    const rows = await target.db.query('SELECT id FROM product_reviews WHERE product_id = $1 AND user_id = $2', [
      BOWL,
      'ravi',
    ]);
    expect(rows).toHaveLength(1);

    // Two orders delivered, still one review.
    await orderOf('ravi', BOWL, 'delivered');
    expect(
      (await review('ravi', BOWL, { rating: 3, text: 'Second bowl arrived fine, still one review.' })).statusCode,
    ).toBe(200);
    expect(await target.db.query('SELECT id FROM product_reviews WHERE user_id = $1', ['ravi'])).toHaveLength(1);
  });

  it('averages and counts only the approved reviews, newest first', async () => {
    const ratings: [string, number, 'approved' | 'hidden' | 'pending'][] = [
      ['meera', 5, 'approved'],
      ['kabir', 4, 'approved'],
      ['farah', 2, 'approved'],
      ['sunil', 1, 'hidden'],
      ['tara', 1, 'pending'],
    ];
    const ids: string[] = [];
    for (const [uid, rating, status] of ratings) {
      await orderOf(uid, 'tenmoku-tumbler', 'delivered');
      const written = (
        await review(uid, 'tenmoku-tumbler', { rating, text: `A tumbler review from ${uid}, honestly.` })
      ).json<MyReview>();
      ids.push(written.id);
      if (status !== 'pending') expect((await moderate(written.id, status)).statusCode).toBe(200);
    }
    const summary = await publicReviews('tenmoku-tumbler');
    expect(summary.count).toBe(3);
    expect(summary.average).toBeCloseTo(11 / 3, 10);
    expect(summary.reviews.map((r) => r.rating)).toEqual([2, 4, 5]);
    expect(summary.reviews.map((r) => r.id)).toEqual([ids[2], ids[1], ids[0]]);
  });

  it('refuses bad input with a clear 400 and changes nothing', async () => {
    await orderOf('neha', MUG, 'delivered');
    const kept = (await review('neha', MUG, goodReview)).json<MyReview>();
    expect((await moderate(kept.id, 'approved')).statusCode).toBe(200);
    const before = await stored();
    const bad: [unknown, string | RegExp][] = [
      [{ ...goodReview, rating: 0 }, /rating/],
      [{ ...goodReview, rating: 6 }, /rating/],
      [{ ...goodReview, rating: 4.5 }, /rating/],
      [{ ...goodReview, rating: '5' }, /rating/],
      [{ rating: 5 }, /text/],
      [{ ...goodReview, text: '   too short    ' }, REVIEW_MESSAGES.textShort],
      // Lengths are said in the form's words (issue 33), not the validator's path.
      [{ ...goodReview, text: 'x'.repeat(2001) }, 'Your review can be at most 2000 characters.'],
      [{ ...goodReview, title: 't'.repeat(101) }, 'Title can be at most 100 characters.'],
      [{ ...goodReview, text: 'Nice mug \u0000 indeed, really nice' }, /cannot be stored/],
      [[goodReview], /object/],
    ];
    for (const [payload, message] of bad) {
      const response = await review('neha', MUG, payload);
      expect([JSON.stringify(payload).slice(0, 80), response.statusCode]).toEqual([
        JSON.stringify(payload).slice(0, 80),
        400,
      ]);
      expect(response.json<{ error: string }>().error).toMatch(message);
    }
    expect(await stored()).toEqual(before);
    expect((await publicReviews(MUG)).reviews.map((r) => r.id)).toContain(kept.id);
  });

  it('lets only the owner moderate, with clear answers for a bad status or a review that is not there', async () => {
    const [someReview] = (await adminList()).reviews;
    const before = await stored();
    expect((await moderate(someReview!.id, 'approved', testAuth('nosy'))).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/admin/reviews', headers: testAuth('nosy') })).statusCode).toBe(
      403,
    );
    expect((await moderate(someReview!.id, 'deleted')).statusCode).toBe(400);
    expect((await moderate(someReview!.id, 'pending')).statusCode).toBe(400);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const missing = await moderate(id, 'approved');
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ error: 'Review not found' });
    }
    for (const query of ['?status=lost', '?page=0', '?page=abc']) {
      expect((await app.inject({ method: 'GET', url: `/api/admin/reviews${query}`, headers: admin })).statusCode).toBe(
        400,
      );
    }
    expect(await stored()).toEqual(before);
  });

  it('lists the waiting reviews first for the owner, with the count still waiting', async () => {
    const all = await adminList();
    expect(all.total).toBe((await stored()).length);
    const statuses = all.reviews.map((r) => r.status);
    const firstDone = statuses.findIndex((status) => status !== 'pending');
    expect(statuses.slice(0, firstDone).every((status) => status === 'pending')).toBe(true);
    expect(statuses.slice(firstDone).includes('pending')).toBe(false);
    expect(all.pending).toBe(statuses.filter((status) => status === 'pending').length);
  });
});
