import type { Database, Queryable } from '../../db/database';
import { PRODUCT_NOT_FOUND, HttpError } from '../../lib/http-error';
import { rupeesToPaise } from '../../lib/money';
import type { ProductInput } from './admin-product-schema';
import { hindiOf } from './hindi-text';

/** A URL-safe id from a name: "Forest Green Mug" -> "forest-green-mug". */
export function slugOf(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}

/** Checks what a schema cannot: whole paise, and a price the MRP covers. */
function checkPrices(input: ProductInput): { pricePaise: number; mrpPaise: number } {
  const pricePaise = rupeesToPaise(input.price);
  const mrpPaise = rupeesToPaise(input.mrp);
  if (Math.abs(pricePaise - input.price * 100) > 1e-6 || Math.abs(mrpPaise - input.mrp * 100) > 1e-6) {
    throw new HttpError(400, 'Prices are in rupees with at most two decimals.');
  }
  if (pricePaise > mrpPaise) throw new HttpError(400, 'The price cannot be above the MRP.');
  return { pricePaise, mrpPaise };
}

const clean = (values: string[]) => [...new Set(values.map((value) => value.trim()).filter(Boolean))];

function columnsOf(input: ProductInput): unknown[] {
  const { pricePaise, mrpPaise } = checkPrices(input);
  return [
    input.name.trim(),
    input.description.trim(),
    input.category.trim(),
    pricePaise,
    mrpPaise,
    clean(input.tags),
    input.materialType.trim(),
    clean(input.materials),
    input.glaze.trim(),
    input.dimensions.trim(),
    input.capacity,
    input.firingTemp,
    input.coneType.trim(),
    input.stock,
    input.isPopular,
  ];
}

/** Adds a product (no pictures yet); 409 when its id is taken. Returns the id. */
export async function insertProduct(q: Queryable, input: ProductInput): Promise<string> {
  const id = input.id ?? slugOf(input.name);
  if (!id) throw new HttpError(400, 'The name needs at least one letter or digit.');
  const rows = await q.query<{ id: string }>(
    `INSERT INTO products (name, description, category, price_paise, mrp_paise, tags, material_type, materials,
                           glaze, dimensions, capacity_ml, firing_temp_c, cone_type, stock, is_popular, id,
                           name_hi, description_hi)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)
     ON CONFLICT (id) DO NOTHING RETURNING id`,
    [...columnsOf(input), id, hindiOf(input.nameHi) ?? null, hindiOf(input.descriptionHi) ?? null],
  );
  if (rows.length === 0) throw new HttpError(409, `A product with the id ${id} already exists.`);
  return id;
}

/**
 * Replaces what the owner edits of a product; 404 when there is no such product. A Hindi name or description the
 * body leaves out stays as it is (an owner's screen from before them, or a script that edits the price).
 */
export async function updateProduct(q: Queryable, id: string, input: ProductInput): Promise<void> {
  if (input.id !== undefined && input.id !== id) throw new HttpError(400, "A product's id cannot change.");
  const rows = await q.query<{ id: string }>(
    `UPDATE products SET name = $1, description = $2, category = $3, price_paise = $4, mrp_paise = $5, tags = $6,
            material_type = $7, materials = $8, glaze = $9, dimensions = $10, capacity_ml = $11, firing_temp_c = $12,
            cone_type = $13, stock = $14, is_popular = $15,
            name_hi = CASE WHEN $17 THEN $18 ELSE name_hi END,
            description_hi = CASE WHEN $19 THEN $20 ELSE description_hi END
      WHERE id = $16 RETURNING id`,
    [
      ...columnsOf(input),
      id,
      input.nameHi !== undefined,
      hindiOf(input.nameHi) ?? null,
      input.descriptionHi !== undefined,
      hindiOf(input.descriptionHi) ?? null,
    ],
  );
  if (rows.length === 0) throw new HttpError(404, PRODUCT_NOT_FOUND);
}

/** The ids of the products any order names, whatever became of the order (decision 070). */
export async function productIdsInOrders(q: Queryable): Promise<Set<string>> {
  const rows = await q.query<{ id: string }>(
    `SELECT DISTINCT line->>'id' AS id FROM orders, jsonb_array_elements(items) AS line WHERE line->>'type' = 'product'`,
  );
  return new Set(rows.map((row) => row.id));
}

/** Takes a product off the store (`hidden`) or puts it back; 404 when there is no such product. */
export async function setProductHidden(q: Queryable, id: string, hidden: boolean): Promise<void> {
  // Hiding again keeps the first time it was hidden.
  const rows = await q.query<{ id: string }>(
    `UPDATE products SET hidden_at = CASE WHEN $2 THEN coalesce(hidden_at, now()) END WHERE id = $1 RETURNING id`,
    [id, hidden],
  );
  if (rows.length === 0) throw new HttpError(404, PRODUCT_NOT_FOUND);
}

export const namedByOrdersMessage = (name: string) =>
  `${name} cannot be deleted because orders name it. Hide it instead to take it off the store.`;

/**
 * Deletes a product no order names (its photos and reviews go with it, by the schema's cascades); 409 when an
 * order names it, 404 when there is no such product. The product's row is locked first, so an order taking its
 * stock at the same moment either commits before (and the delete is refused) or finds no product.
 */
export async function deleteProduct(db: Database, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [product] = await tx.query<{ name: string }>('SELECT name FROM products WHERE id = $1 FOR UPDATE', [id]);
    if (!product) throw new HttpError(404, PRODUCT_NOT_FOUND);
    const named = await tx.query(
      `SELECT 1 FROM orders WHERE items @> jsonb_build_array(jsonb_build_object('id', $1::text, 'type', 'product'))
        LIMIT 1`,
      [id],
    );
    if (named.length > 0) throw new HttpError(409, namedByOrdersMessage(product.name));
    await tx.query('DELETE FROM products WHERE id = $1', [id]);
  });
}
