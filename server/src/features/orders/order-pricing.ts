import type { OrderLineRequest, WorkshopDetails } from '@mitti/shared/contracts';
import { orderTotalsPaise } from '@mitti/shared/money';
import type { Queryable } from '../../db/database';
import { HttpError } from '../../lib/http-error';
import type { ImageUrlBuilder } from '../../lib/image-url';
import { selectNewestPhoto, thumbnailOf, type PhotoRow } from '../products/product-photos';
import { takeStock, tryTakeStock, type StockKind, type StockLine } from './stock';

export const MAX_LINES = 50;

/** What is ordered: the contract's line, whose quantity its schema has checked (a whole number, 1 to STOCK_MAX). */
export type RequestedItem = Pick<OrderLineRequest, 'id' | 'quantity' | 'type'>;

/** When and where a class is, frozen at order time: the contract's shape. */
export type WorkshopDetailsSnapshot = WorkshopDetails;

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
  image: string | null;
  /** The owner's newest photo of a product, which replaces its drawing (decision 025). */
  photo?: PhotoRow | null;
  instructor?: string;
  date?: string;
  time?: string;
  location?: string;
  duration_minutes?: number;
  materials?: string;
}

/** What an order line needs from the catalogue, per kind of item. */
const catalogueColumns: Record<StockKind, string> = {
  product: `id, name, price_paise, images[1] AS image, ${selectNewestPhoto('products.id')} AS photo`,
  workshop: `id, name, price_paise, images[1] AS image, instructor, to_char(date, 'YYYY-MM-DD') AS date, time,
             location, duration_minutes, materials`,
};

/** The largest quantity the stock columns (integer) can be asked for. */
const MAX_UNITS = 2_147_483_647;

export const EMPTY_ORDER = 'An order needs at least one item.';
export const TOO_MANY_LINES = `An order can have at most ${MAX_LINES} items.`;

function checkLineCount(items: readonly RequestedItem[]): void {
  if (items.length === 0) throw new HttpError(400, EMPTY_ORDER);
  if (items.length > MAX_LINES) throw new HttpError(400, TOO_MANY_LINES);
}

async function findCatalogueItem(
  tx: Queryable,
  kind: StockKind,
  id: string,
): Promise<(CatalogueRow & { available: number; hidden: boolean }) | undefined> {
  const sql =
    kind === 'product'
      ? `SELECT ${catalogueColumns.product}, stock AS available, hidden_at IS NOT NULL AS hidden FROM products WHERE id = $1`
      : `SELECT ${catalogueColumns.workshop}, slots_available AS available, false AS hidden FROM workshops WHERE id = $1`;
  const [row] = await tx.query<CatalogueRow & { available: number; hidden: boolean }>(sql, [id]);
  return row;
}

/** A product the owner has taken off the store (decision 070), as the cart says of a piece it cannot find. */
export const noLongerInCatalogueMessage = (name: string) => `${name} is no longer in our catalogue.`;

/** A line the stock cannot cover: none left at all, or fewer than asked for. */
export const noneLeftMessage = (kind: StockKind, name: string) =>
  kind === 'workshop' ? `${name} is fully booked` : `${name} is out of stock`;
export const onlyAvailableMessage = (available: number, name: string, asked: number) =>
  `Only ${available} of ${name} available; you asked for ${asked}.`;

function orderLine(kind: StockKind, row: CatalogueRow, quantity: number, imageUrl: ImageUrlBuilder): OrderLine {
  const folder = kind === 'workshop' ? 'workshops' : 'products';
  return {
    id: row.id,
    name: row.name,
    type: kind,
    pricePaise: Number(row.price_paise),
    quantity,
    imageUrl: row.photo ? thumbnailOf(row.photo, imageUrl) : row.image ? imageUrl(folder, row.image) : null,
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
  };
}

/** Totals by the shop's one money rule (`@mitti/shared/money`), the one the cart and checkout show. */
function pricedOrder(lines: OrderLine[]): PricedOrder {
  const { subtotalPaise, shippingPaise, totalPaise } = orderTotalsPaise(lines);
  return {
    lines,
    subtotalPaise,
    shippingPaise,
    totalPaise,
    orderType: lines.some((line) => line.type === 'product') ? 'product' : 'workshop',
    stockLines: lines.map(({ type, id, name, quantity }) => ({ kind: type, id, name, quantity })),
  };
}

/**
 * Prices an order from the shop's own catalogue. Only ids, quantities and item types are read from the
 * client; names, prices, totals and shipping come from the database. Refuses unknown items, products the owner
 * has hidden, bad quantities and quantities above what is in stock, naming the item.
 */
export async function priceOrder(
  tx: Queryable,
  items: readonly RequestedItem[],
  imageUrl: ImageUrlBuilder,
): Promise<PricedOrder> {
  checkLineCount(items);
  const lines: OrderLine[] = [];
  const wanted = new Map<string, number>();
  for (const item of items) {
    const { quantity } = item;
    const kind = item.type ?? 'product';
    const row = await findCatalogueItem(tx, kind, item.id);
    if (!row) throw new HttpError(400, `Unknown ${kind}: ${item.id}`);
    if (row.hidden) throw new HttpError(400, noLongerInCatalogueMessage(row.name));
    const key = `${kind}:${row.id}`;
    const total = (wanted.get(key) ?? 0) + quantity;
    wanted.set(key, total);
    if (row.available <= 0) {
      throw new HttpError(400, noneLeftMessage(kind, row.name));
    }
    if (total > row.available) {
      throw new HttpError(400, onlyAvailableMessage(row.available, row.name, total));
    }
    lines.push(orderLine(kind, row, quantity, imageUrl));
  }
  return pricedOrder(lines);
}

/**
 * Prices an order (as `priceOrder`) and takes its units (as `takeStock`). When everything fits, one
 * conditional UPDATE per item does both, returning what the line needs from the catalogue. Otherwise the
 * units are given back and the order is priced line by line and then taken, which refuses it naming the
 * item and the reason exactly as those two do.
 */
export async function priceAndTakeStock(
  tx: Queryable,
  items: readonly RequestedItem[],
  imageUrl: ImageUrlBuilder,
): Promise<PricedOrder> {
  checkLineCount(items);
  if (items.reduce((sum, item) => sum + item.quantity, 0) <= MAX_UNITS) {
    const lines: StockLine[] = items.map((item) => ({
      kind: item.type ?? 'product',
      id: item.id,
      name: item.id,
      quantity: item.quantity,
    }));
    const rows = await tryTakeStock<CatalogueRow>(tx, lines, catalogueColumns);
    if (rows) {
      return pricedOrder(
        lines.map((line) => orderLine(line.kind, rows.get(`${line.kind}:${line.id}`)!, line.quantity, imageUrl)),
      );
    }
  }
  const priced = await priceOrder(tx, items, imageUrl);
  await takeStock(tx, priced.stockLines);
  return priced;
}
