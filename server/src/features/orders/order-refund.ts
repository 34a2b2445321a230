import { workshopRefund } from '../workshops/refund-policy';
import type { OrderRow } from './order-row';

export interface CancellationRefund {
  refundPaise: number;
  /** Share of what was paid, rounded to a whole percent. */
  percent: number;
}

const toPaise = (value: number | string) => Number(value);

/**
 * What a cancelled order owes back. Nothing was taken from an unpaid order (cash on delivery, or a
 * payment never completed), so there is no refund. Of a paid order, products and their shipping come back
 * in full (cancelling is only possible before shipping); each workshop seat by the workshop policy.
 */
export function cancellationRefund(order: OrderRow, cancelledAt: Date): CancellationRefund | null {
  if (order.payment_status !== 'paid') return null;
  let refundPaise = toPaise(order.shipping_paise);
  for (const line of order.items) {
    const linePaise = line.pricePaise * line.quantity;
    refundPaise +=
      line.type === 'workshop' && line.workshopDetails
        ? workshopRefund({ pricePaise: linePaise, workshopDate: line.workshopDetails.date, cancelledAt }).refundPaise
        : linePaise;
  }
  const totalPaise = toPaise(order.total_paise);
  return { refundPaise, percent: totalPaise > 0 ? Math.round((refundPaise * 100) / totalPaise) : 0 };
}
