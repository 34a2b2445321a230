import { describe, expect, it } from '@jest/globals';
import { cancellationRefund } from './order-refund';
import type { OrderRow } from './order-row';

const workshopLine = {
  id: 'raku-firing-evening',
  name: 'Raku Firing Evening',
  type: 'workshop' as const,
  pricePaise: 350_000,
  quantity: 1,
  imageUrl: null,
  workshopDetails: {
    instructor: 'Meera Iyer',
    date: '2027-01-16',
    time: '10:00 AM - 1:00 PM',
    location: 'Mitti Studio, Bandra West, Mumbai',
    duration: 180,
    materials: 'Clay and glazes',
  },
};
const productLine = {
  id: 'tenmoku-tumbler',
  name: 'Tenmoku Tumbler',
  type: 'product' as const,
  pricePaise: 65_000,
  quantity: 2,
  imageUrl: null,
};

const order = (overrides: Partial<OrderRow>): OrderRow =>
  ({
    payment_status: 'paid',
    items: [workshopLine],
    shipping_paise: 0,
    total_paise: 350_000,
    ...overrides,
  }) as OrderRow;

// 05:30 UTC is 11:00 in India: the IST calendar day is the UTC one.
const on = (day: string) => new Date(`${day}T05:30:00Z`);

describe('cancellationRefund', () => {
  it('refunds a workshop seat by days before the workshop', () => {
    expect(cancellationRefund(order({}), on('2027-01-09'))).toEqual({ refundPaise: 350_000, percent: 100 });
    expect(cancellationRefund(order({}), on('2027-01-10'))).toEqual({ refundPaise: 175_000, percent: 50 });
    expect(cancellationRefund(order({}), on('2027-01-13'))).toEqual({ refundPaise: 175_000, percent: 50 });
    expect(cancellationRefund(order({}), on('2027-01-14'))).toEqual({ refundPaise: 0, percent: 0 });
  });

  it('refunds products and their shipping in full', () => {
    const products = order({ items: [productLine], shipping_paise: 15_000, total_paise: 145_000 });
    expect(cancellationRefund(products, on('2027-01-14'))).toEqual({ refundPaise: 145_000, percent: 100 });
  });

  it('owes nothing back when nothing was paid', () => {
    expect(cancellationRefund(order({ payment_status: 'pending' }), on('2027-01-01'))).toBeNull();
  });
});
