import type { ShippingAddress } from '@mitti/shared/contracts';

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
  shippingAddress: ShippingAddress | null;
}

export const bookedWorkshops = (order: OrderFacts): WorkshopFacts[] =>
  order.lines.flatMap((line) => (line.workshop ? [line.workshop] : []));

export const hasProducts = (order: OrderFacts): boolean => order.lines.some((line) => !line.workshop);
