import type { Database } from '../db/database';
import { schemaLockSql } from '../db/migrate';
import { rupeesToPaise } from '../lib/money';
import { productSeed } from './product-seed';
import { reviewSeed } from './review-seed';
import { imageFiles } from './seed-types';
import { workshopSeed } from './workshop-seed';
import { workshopSectionsSeed } from './workshop-sections-seed';

export interface SeedResult {
  products: number;
  workshops: number;
  reviews: number;
}

export interface SeedOptions {
  /**
   * Sample reviews of the sample catalogue (seed/review-seed.ts), into an empty reviews table. Off unless
   * asked for: main.ts asks outside production, so a real shop never shows invented reviews.
   */
  sampleReviews?: boolean;
}

/**
 * Fills an empty shop with the catalogue and workshop calendar. Each table is seeded only while it
 * is empty, so restarts never duplicate or overwrite what the shop owner has changed.
 */
export async function seedDatabase(db: Database, options: SeedOptions = {}): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    await tx.query(schemaLockSql);
    const result: SeedResult = { products: 0, workshops: 0, reviews: 0 };
    const [products] = await tx.query<{ count: number }>('SELECT count(*)::int AS count FROM products');
    if (products?.count === 0) {
      for (const product of productSeed) {
        await tx.query(
          `INSERT INTO products (id, name, description, category, price_paise, mrp_paise, tags, images,
             material_type, materials, glaze, dimensions, capacity_ml, firing_temp_c, cone_type, stock,
             is_popular, created_at, name_hi, description_hi)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20)
           ON CONFLICT (id) DO NOTHING`,
          [
            product.id,
            product.name,
            product.description,
            product.category,
            rupeesToPaise(product.price),
            rupeesToPaise(product.mrp),
            product.tags,
            imageFiles(product),
            product.materialType,
            product.materials,
            product.glaze,
            product.dimensions,
            product.capacity,
            product.firingTemp,
            product.coneType,
            product.stock,
            product.isPopular,
            product.createdAt,
            product.nameHi ?? null,
            product.descriptionHi ?? null,
          ],
        );
      }
      result.products = productSeed.length;
    }
    const [workshops] = await tx.query<{ count: number }>('SELECT count(*)::int AS count FROM workshops');
    if (workshops?.count === 0) {
      for (const workshop of workshopSeed) {
        await tx.query(
          `INSERT INTO workshops (id, name, description, date, time, location, instructor, price_paise,
             slots_total, slots_available, images, duration_minutes, materials)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
           ON CONFLICT (id) DO NOTHING`,
          [
            workshop.id,
            workshop.name,
            workshop.description,
            workshop.date,
            workshop.time,
            workshop.location,
            workshop.instructor,
            rupeesToPaise(workshop.price),
            workshop.slotsTotal,
            workshop.slotsTotal,
            imageFiles(workshop),
            workshop.duration,
            workshop.materials,
          ],
        );
      }
      result.workshops = workshopSeed.length;
    }
    await seedWorkshopSections(tx);
    if (options.sampleReviews) result.reviews = await seedSampleReviews(tx);
    return result;
  });
}

/**
 * The seeded classes' own page sections, also for a shop seeded before they existed (migration 008): filled only
 * where a class has none, so an owner's own text is never overwritten.
 */
async function seedWorkshopSections(tx: Pick<Database, 'query'>): Promise<void> {
  for (const [id, sections] of Object.entries(workshopSectionsSeed)) {
    await tx.query(
      `UPDATE workshops SET learn = $2, agenda = $3, included = $4, requirements = $5
       WHERE id = $1 AND learn = '{}' AND agenda = '{}' AND included = '{}' AND requirements = '{}'`,
      [id, sections.learn, sections.agenda, sections.included, sections.requirements],
    );
  }
}

/** The sample reviews, approved, while no review exists; only for sample products the shop still has. */
async function seedSampleReviews(tx: Pick<Database, 'query'>): Promise<number> {
  const [reviews] = await tx.query<{ count: number }>('SELECT count(*)::int AS count FROM product_reviews');
  if (reviews?.count !== 0) return 0;
  let seeded = 0;
  for (const [index, review] of reviewSeed.entries()) {
    const rows = await tx.query(
      `INSERT INTO product_reviews (product_id, user_id, reviewer, rating, title, body, status, created_at,
         written_at, moderated_at)
       SELECT id, $2, $3, $4, $5, $6, 'approved', now() - make_interval(days => $7::integer),
              now() - make_interval(days => $7::integer), now() - make_interval(days => $7::integer)
         FROM products WHERE id = $1
       RETURNING id`,
      [
        review.productId,
        `sample-${index + 1}`,
        review.reviewer,
        review.rating,
        review.title,
        review.text,
        review.daysAgo,
      ],
    );
    seeded += rows.length;
  }
  return seeded;
}
