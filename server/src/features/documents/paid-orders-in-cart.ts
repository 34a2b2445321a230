import { PAID_ORDERS_KEPT, type CartDocument, type CartItem, type PaidOrderNote } from '@mitti/shared/contracts';
import type { Queryable } from '../../db/database';
import { upsertDocument, type DocumentData } from './document-rows';

type PaidLine = PaidOrderNote['lines'][number];

/** The cart without the paid pieces: each line loses up to the paid quantity of its product, and goes at 0. */
export function withoutPaidLines(items: CartItem[], paid: PaidLine[]): CartItem[] {
  const left = new Map<string, number>();
  for (const line of paid) left.set(line.id, (left.get(line.id) ?? 0) + line.quantity);
  return items.flatMap((item) => {
    const paidQuantity = left.get(item.id) ?? 0;
    if (paidQuantity === 0) return [item];
    left.set(item.id, Math.max(0, paidQuantity - item.quantity));
    return item.quantity > paidQuantity ? [{ ...item, quantity: item.quantity - paidQuantity }] : [];
  });
}

const paidOrdersOf = (data: DocumentData | undefined): PaidOrderNote[] =>
  Array.isArray(data?.paidOrders) ? (data.paidOrders as PaidOrderNote[]) : [];

const cartDocument = (items: CartItem[], paidOrders: PaidOrderNote[]): CartDocument =>
  paidOrders.length > 0 ? { items, paidOrders } : { items };

/**
 * The cart as a shopper's save leaves it (decision 063). A paid order the save does not send back was paid
 * after the saving tab read the cart: its pieces are taken out of the save as well, so a tab left open never
 * puts them back. One it sends back is in the tab's lines already, and `noticed` once the shopper has seen it.
 * Without `items` (an update of other fields), the stored lines stay.
 */
export function cartAsSaved(stored: DocumentData | undefined, save: Partial<CartDocument>): CartDocument {
  const sentBack = new Map((save.paidOrders ?? []).map((note) => [note.orderNumber, note]));
  let items = save.items ?? (stored?.items as CartItem[] | undefined) ?? [];
  const paidOrders = paidOrdersOf(stored).map((note) => {
    const echoed = sentBack.get(note.orderNumber);
    if (!echoed) {
      if (save.items) items = withoutPaidLines(items, note.lines);
      return note;
    }
    return echoed.noticed && !note.noticed ? { ...note, noticed: true } : note;
  });
  return cartDocument(items, paidOrders);
}

/** The shopper's cart row, locked for the rest of the transaction; undefined when they have none. */
export async function lockCart(tx: Queryable, uid: string): Promise<DocumentData | undefined> {
  const [row] = await tx.query<{ data: DocumentData }>(
    `SELECT data FROM user_documents WHERE collection = 'carts' AND uid = $1 FOR UPDATE`,
    [uid],
  );
  return row?.data;
}

/**
 * An order was paid (issue 53): whichever tab, device or e-mail link paid it, its pieces leave the shopper's
 * cart, up to the paid quantities, in the payment's own transaction, and the cart remembers the order to say
 * so. Once per order: a second confirmation finds its note and changes nothing.
 */
export async function takePaidOrderOutOfCart(
  tx: Queryable,
  order: { userId: string; orderNumber: string; lines: (PaidLine & { type: string })[] },
): Promise<void> {
  const lines = order.lines.filter((line) => line.type === 'product').map(({ id, quantity }) => ({ id, quantity }));
  if (lines.length === 0) return;
  const stored = await lockCart(tx, order.userId);
  const notes = paidOrdersOf(stored);
  if (notes.some((note) => note.orderNumber === order.orderNumber)) return;
  const items = withoutPaidLines((stored?.items as CartItem[] | undefined) ?? [], lines);
  const paidOrders = [...notes, { orderNumber: order.orderNumber, lines }].slice(-PAID_ORDERS_KEPT);
  await upsertDocument(tx, 'carts', order.userId, cartDocument(items, paidOrders));
}
