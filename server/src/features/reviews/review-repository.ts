import type { AdminReview, MyReview, PublicReview } from '@mitti/shared/contracts';
import { REVIEWS_SHOWN, type ReviewStatus } from '@mitti/shared/reviews';
import type { Database } from '../../db/database';
import { tableVersion } from '../../db/table-version';
import { isoTimestamp } from '../../lib/timestamp';
import { ON_THE_STORE } from '../products/product-search';

/** A `product_reviews` row as the drivers return it. */
interface ReviewRow {
  id: string;
  product_id: string;
  reviewer: string;
  rating: number;
  title: string | null;
  body: string;
  status: ReviewStatus;
  written_at: Date | string;
  moderated_at: Date | string | null;
}

interface AdminReviewRow extends ReviewRow {
  product_name: string;
  email: string | null;
  order_number: string | null;
}

const columns = 'r.id, r.product_id, r.reviewer, r.rating, r.title, r.body, r.status, r.written_at, r.moderated_at';

const toPublic = (row: ReviewRow): PublicReview => ({
  id: row.id,
  reviewer: row.reviewer,
  rating: Number(row.rating),
  title: row.title,
  text: row.body,
  writtenAt: isoTimestamp(row.written_at),
});

const toMine = (row: ReviewRow): MyReview => ({
  id: row.id,
  productId: row.product_id,
  rating: Number(row.rating),
  title: row.title,
  text: row.body,
  status: row.status,
  writtenAt: isoTimestamp(row.written_at),
});

const toAdmin = (row: AdminReviewRow): AdminReview => ({
  ...toMine(row),
  productName: row.product_name,
  reviewer: row.reviewer,
  email: row.email,
  orderNumber: row.order_number,
  moderatedAt: row.moderated_at ? isoTimestamp(row.moderated_at) : null,
});

/** A product's approved reviews, for its page: summary over all of them, the newest REVIEWS_SHOWN listed. */
export interface ApprovedReviews {
  average: number | null;
  count: number;
  reviews: PublicReview[];
}

/** The delivered order that makes a shopper a verified buyer of a product. */
export interface DeliveredPurchase {
  orderId: string;
  userName: string | null;
  shippingName: string | null;
}

/** A checked review, ready to store: trimmed text, no empty title, the name it is shown under. */
export interface ReviewToStore {
  userId: string;
  productId: string;
  orderId: string;
  reviewer: string;
  rating: number;
  title: string | null;
  text: string;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createReviewRepository(db: Database) {
  return {
    /** Changes whenever a review or a product is written (the public reviews cache compares it). */
    async version(): Promise<string> {
      const [reviews, products] = await Promise.all([
        tableVersion(db, 'product_reviews'),
        tableVersion(db, 'products'),
      ]);
      return `${reviews}/${products}`;
    },

    async productIds(): Promise<string[]> {
      // A product the owner has hidden has no public page, so no public reviews either (decision 070).
      return (await db.query<{ id: string }>(`SELECT id FROM products WHERE ${ON_THE_STORE}`)).map((row) => row.id);
    },

    /** Every product's approved reviews, by product id (products without any are absent). */
    async approvedByProduct(): Promise<Map<string, ApprovedReviews>> {
      const rows = await db.query<ReviewRow>(
        `SELECT ${columns} FROM product_reviews r WHERE r.status = 'approved'
          ORDER BY r.product_id, r.written_at DESC, r.id`,
      );
      const byProduct = new Map<string, ApprovedReviews & { sum: number }>();
      for (const row of rows) {
        const entry = byProduct.get(row.product_id) ?? { average: null, count: 0, reviews: [], sum: 0 };
        entry.count += 1;
        entry.sum += Number(row.rating);
        if (entry.reviews.length < REVIEWS_SHOWN) entry.reviews.push(toPublic(row));
        byProduct.set(row.product_id, entry);
      }
      return new Map([...byProduct].map(([id, { sum, ...entry }]) => [id, { ...entry, average: sum / entry.count }]));
    },

    async mine(userId: string): Promise<MyReview[]> {
      const rows = await db.query<ReviewRow>(
        `SELECT ${columns} FROM product_reviews r WHERE r.user_id = $1 ORDER BY r.written_at DESC, r.id`,
        [userId],
      );
      return rows.map(toMine);
    },

    async productExists(productId: string): Promise<boolean> {
      return (await db.query('SELECT 1 FROM products WHERE id = $1', [productId])).length > 0;
    },

    /** The shopper's latest delivered order holding the product, or null when they have not received it. */
    async deliveredPurchase(userId: string, productId: string): Promise<DeliveredPurchase | null> {
      const [row] = await db.query<{ id: string; user_name: string | null; shipping_name: string | null }>(
        `SELECT id, user_name,
                nullif(trim(concat_ws(' ', shipping_address->>'firstName', shipping_address->>'lastName')), '')
                  AS shipping_name
           FROM orders
          WHERE user_id = $1 AND order_status = 'delivered'
            AND items @> jsonb_build_array(jsonb_build_object('id', $2::text, 'type', 'product'))
          ORDER BY updated_at DESC, id
          LIMIT 1`,
        [userId, productId],
      );
      return row ? { orderId: row.id, userName: row.user_name, shippingName: row.shipping_name } : null;
    },

    /**
     * Writes the shopper's one review of the product, or replaces it: the new text waits for the owner again.
     * `created` says whether there was none before.
     */
    async upsert(review: ReviewToStore): Promise<{ review: MyReview; created: boolean }> {
      const [row] = await db.query<ReviewRow & { created: boolean }>(
        `INSERT INTO product_reviews AS r (product_id, user_id, reviewer, order_id, rating, title, body)
         VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (product_id, user_id) DO UPDATE
           SET reviewer = EXCLUDED.reviewer, order_id = EXCLUDED.order_id, rating = EXCLUDED.rating,
               title = EXCLUDED.title, body = EXCLUDED.body, status = 'pending', written_at = now(),
               moderated_at = NULL
         RETURNING ${columns}, (xmax = 0) AS created`,
        [review.productId, review.userId, review.reviewer, review.orderId, review.rating, review.title, review.text],
      );
      if (!row) throw new Error('review upsert returned no row');
      return { review: toMine(row), created: row.created };
    },

    /** The owner's list: newest first, optionally one status, in pages; with the count still waiting. */
    async adminPage(filter: { status?: ReviewStatus; page: number; pageSize: number }) {
      const where = filter.status ? 'WHERE r.status = $1' : 'WHERE $1::text IS NULL';
      const status = filter.status ?? null;
      const [counts] = await db.query<{ total: string | number; pending: string | number }>(
        `SELECT (SELECT count(*) FROM product_reviews r ${where}) AS total,
                (SELECT count(*) FROM product_reviews WHERE status = 'pending') AS pending`,
        [status],
      );
      const rows = await db.query<AdminReviewRow>(
        `SELECT ${columns}, p.name AS product_name, o.user_email AS email, o.order_number
           FROM product_reviews r
           JOIN products p ON p.id = r.product_id
           LEFT JOIN orders o ON o.id = r.order_id
          ${where}
          ORDER BY r.status = 'pending' DESC, r.written_at DESC, r.id
          LIMIT $2 OFFSET $3`,
        [status, filter.pageSize, (filter.page - 1) * filter.pageSize],
      );
      return { reviews: rows.map(toAdmin), total: Number(counts?.total ?? 0), pending: Number(counts?.pending ?? 0) };
    },

    /** Approves or hides a review; undefined when there is no such review. */
    async moderate(id: string, status: 'approved' | 'hidden'): Promise<AdminReview | undefined> {
      if (!uuidPattern.test(id)) return undefined;
      const [row] = await db.query<AdminReviewRow>(
        `WITH changed AS (
           UPDATE product_reviews SET status = $2, moderated_at = now() WHERE id = $1
           RETURNING id, product_id, reviewer, rating, title, body, status, written_at, moderated_at, order_id
         )
         SELECT ${columns}, p.name AS product_name, o.user_email AS email, o.order_number
           FROM changed r
           JOIN products p ON p.id = r.product_id
           LEFT JOIN orders o ON o.id = r.order_id`,
        [id, status],
      );
      return row ? toAdmin(row) : undefined;
    },
  };
}

export type ReviewRepository = ReturnType<typeof createReviewRepository>;
