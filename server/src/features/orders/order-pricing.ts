import type { Queryable } from '../../db/database';
import { HttpError } from '../../lib/http-error';
import type { ImageUrlBuilder } from '../../lib/image-url';
import type { StockKind, StockLine } from './stock';

/** SPEC section 9: free shipping when the subtotal exceeds Rs. 1500, otherwise Rs. 150. */
export const FREE_SHIPPING_ABOVE_PAISE = 150_000;
export const SHIPPING_PAISE = 15_000;
export const MAX_LINES = 50;

export interface RequestedItem {
  id: string;
  quantity: unknown;
  type?: StockKind | undefined;
}

export interface WorkshopDetailsSnapshot {
  instructor: string;
  date: string;
  time: string;
  location: string;
  duration: number;
  materials: string;
}

/** One line of an order as stored: priced by the server, frozen at order time. */
export interface OrderLine {
  id: string;
  name: string;
  type: StockKind;
  pricePaise: number;
  quantity: number;
  imageUrl: string | null;
  workshopDetails?: WorkshopDetailsSnapshot;
}

export interface PricedOrder {
  lines: OrderLine[];
  subtotalPaise: number;
  shippingPaise: number;
  totalPaise: number;
  orderType: StockKind;
  stockLines: StockLine[];
}

interface CatalogueRow {
  id: string;
  name: string;
  price_paise: number | string;
  available: number;
  image: string | null;
  instructor?: string;
  date?: string;
  time?: string;
  location?: string;
  duration_minutes?: number;
  materials?: string;
}

/**
 * Shipping is charged on the physical goods only: workshop seats are not shipped, so an order of workshops
 * alone ships free, and a mixed order pays shipping by its products' subtotal.
 */
export function shippingFor(productSubtotalPaise: number, hasProducts: boolean): number {
  if (!hasProducts) return 0;
  return productSubtotalPaise > FREE_SHIPPING_ABOVE_PAISE ? 0 : SHIPPING_PAISE;
}

function validQuantity(item: RequestedItem): number {
  const { quantity } = item;
  if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1) {
    throw new HttpError(400, `Quantity for item ${item.id} must be a whole number of at least 1.`);
  }
  return quantity;
}

async function findCatalogueItem(tx: Queryable, kind: StockKind, id: string): Promise<CatalogueRow | undefined> {
  const sql =
    kind === 'product'
      ? 'SELECT id, name, price_paise, stock AS available, images[1] AS image FROM products WHERE id = $1'
      : `SELECT id, name, price_paise, slots_available AS available, images[1] AS image, instructor,
                to_char(date, 'YYYY-MM-DD') AS date, time, location, duration_minutes, materials
         FROM workshops WHERE id = $1`;
  const [row] = await tx.query<CatalogueRow>(sql, [id]);
  return row;
}

/**
 * Prices an order from the shop's own catalogue. Only ids, quantities and item types are read from the
 * client; names, prices, totals and shipping come from the database. Refuses unknown items, bad quantities
 * and quantities above what is in stock, naming the item.
 */
export async function priceOrder(
  tx: Queryable,
  items: readonly RequestedItem[],
  imageUrl: ImageUrlBuilder,
): Promise<PricedOrder> {
  if (items.length === 0) throw new HttpError(400, 'An order needs at least one item.');
  if (items.length > MAX_LINES) throw new HttpError(400, `An order can have at most ${MAX_LINES} items.`);
  const lines: OrderLine[] = [];
  const wanted = new Map<string, number>();
  for (const item of items) {
    const quantity = validQuantity(item);
    const kind = item.type ?? 'product';
    const row = await findCatalogueItem(tx, kind, item.id);
    if (!row) throw new HttpError(400, `Unknown ${kind}: ${item.id}`);
    const key = `${kind}:${row.id}`;
    const total = (wanted.get(key) ?? 0) + quantity;
    wanted.set(key, total);
    if (row.available <= 0) {
      throw new HttpError(400, kind === 'workshop' ? `${row.name} is fully booked` : `${row.name} is out of stock`);
    }
    if (total > row.available) {
      throw new HttpError(400, `Only ${row.available} of ${row.name} available; you asked for ${total}.`);
    }
    const folder = kind === 'workshop' ? 'workshops' : 'products';
    lines.push({
      id: row.id,
      name: row.name,
      type: kind,
      pricePaise: Number(row.price_paise),
      quantity,
      imageUrl: row.image ? imageUrl(folder, row.image) : null,
      ...(kind === 'workshop'
        ? {
            workshopDetails: {
              instructor: row.instructor ?? '',
              date: row.date ?? '',
              time: row.time ?? '',
              location: row.location ?? '',
              duration: row.duration_minutes ?? 60,
              materials: row.materials ?? '',
            },
          }
        : {}),
    });
  }
  const lineTotal = (line: OrderLine) => line.pricePaise * line.quantity;
  const subtotalPaise = lines.reduce((sum, line) => sum + lineTotal(line), 0);
  const products = lines.filter((line) => line.type === 'product');
  const shippingPaise = shippingFor(
    products.reduce((sum, line) => sum + lineTotal(line), 0),
    products.length > 0,
  );
  return {
    lines,
    subtotalPaise,
    shippingPaise,
    totalPaise: subtotalPaise + shippingPaise,
    orderType: products.length > 0 ? 'product' : 'workshop',
    stockLines: lines.map(({ type, id, name, quantity }) => ({ kind: type, id, name, quantity })),
  };
}
