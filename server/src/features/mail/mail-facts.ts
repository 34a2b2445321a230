import { isoTimestamp } from '../../lib/timestamp';
import type { OrderRow, ShippingAddressRecord } from '../orders/order-row';

/** A class as its booking mail names it (the order's snapshot, taken when it was booked). */
export interface WorkshopFacts {
  id: string;
  name: string;
  /** YYYY-MM-DD, a calendar day in India. */
  date: string;
  /** As the studio writes it: '10:00 AM - 1:00 PM'. */
  time: string;
  location: string;
  instructor: string;
  durationMinutes: number;
}

export interface OrderLineFacts {
  name: string;
  quantity: number;
  pricePaise: number;
  workshop: WorkshopFacts | null;
}

/** What an order's mails say about it, as it was when the event happened. Money in paise. */
export interface OrderFacts {
  id: string;
  number: string;
  placedAt: string;
  customerName: string;
  lines: OrderLineFacts[];
  subtotalPaise: number;
  shippingPaise: number;
  codFeePaise: number;
  totalPaise: number;
  paymentMethod: string;
  shippingAddress: ShippingAddressRecord | null;
}

/** The name a mail greets the shopper by: the shipping name, else the account's, else none. */
function customerName(order: OrderRow): string {
  const address = order.shipping_address;
  const shippingName = address ? `${address.firstName} ${address.lastName}`.trim() : '';
  return shippingName || order.user_name?.trim() || '';
}

export function orderFacts(order: OrderRow): OrderFacts {
  return {
    id: order.id,
    number: order.order_number,
    placedAt: isoTimestamp(order.created_at),
    customerName: customerName(order),
    lines: order.items.map((line) => ({
      name: line.name,
      quantity: line.quantity,
      pricePaise: line.pricePaise,
      workshop: line.workshopDetails
        ? {
            id: line.id,
            name: line.name,
            date: line.workshopDetails.date,
            time: line.workshopDetails.time,
            location: line.workshopDetails.location,
            instructor: line.workshopDetails.instructor,
            durationMinutes: line.workshopDetails.duration,
          }
        : null,
    })),
    subtotalPaise: Number(order.subtotal_paise),
    shippingPaise: Number(order.shipping_paise),
    codFeePaise: Number(order.cod_fee_paise),
    totalPaise: Number(order.total_paise),
    paymentMethod: order.payment_method,
    shippingAddress: order.shipping_address,
  };
}

export const bookedWorkshops = (order: OrderFacts): WorkshopFacts[] =>
  order.lines.flatMap((line) => (line.workshop ? [line.workshop] : []));

export const hasProducts = (order: OrderFacts): boolean => order.lines.some((line) => !line.workshop);
