import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { checkoutTotals, orderTotalsPaise, rupeesToPaise } from '@mitti/shared/money';
import { SHIPPING_OPTION_IDS } from '@mitti/shared/delivery';
import { shippingAddress } from '../../test/shipping-address';
import type { OrderLine } from '../orders/order-pricing';
import type { OrderRow } from '../orders/order-row';
import { priceDelivery } from '../orders/order-shipping';
import { invoiceDocument } from './invoice-document';
import type { InvoiceRecord } from './invoice-repository';

const settings = {
  cod: { feePaise: 5_000, maxOrderPaise: Number.MAX_SAFE_INTEGER, confirmHours: 48 },
  now: () => new Date('2026-11-23T04:30:00Z'),
};
/** Delivery PIN codes in Maharashtra (CGST + SGST) and elsewhere (IGST). */
const PINS = ['411001', '400050', '560001', '110001', '600090', '700019'];
const CLASS_PLACES = [
  'Mitti Studio, Bandra West, Mumbai',
  'Mitti Studio, Indiranagar, Bengaluru',
  'Mitti Studio, Hauz Khas Village, New Delhi',
  'Mitti Farm Kiln Yard, Alibaug, Maharashtra',
];

const cartLine = fc.record({
  type: fc.constantFrom('product' as const, 'workshop' as const),
  pricePaise: fc.integer({ min: 1, max: 5_00_000_00 }),
  quantity: fc.integer({ min: 1, max: 10 }),
  place: fc.constantFrom(...CLASS_PLACES),
});

const cart = fc.record({
  lines: fc.array(cartLine, { minLength: 1, maxLength: 6 }),
  option: fc.constantFrom(...SHIPPING_OPTION_IDS),
  cashOnDelivery: fc.boolean(),
  pin: fc.constantFrom(...PINS),
});

type Cart = typeof cart extends fc.Arbitrary<infer T> ? T : never;

/** The order the API stores for the cart: its lines, and shipping and the fee as the API prices them. */
function orderOf({ lines, option, cashOnDelivery, pin }: Cart): OrderRow {
  const items: OrderLine[] = lines.map((line, index) => ({
    id: `line-${index}`,
    name: `Line ${index}`,
    type: line.type,
    pricePaise: line.pricePaise,
    quantity: line.quantity,
    imageUrl: null,
    ...(line.type === 'workshop'
      ? {
          workshopDetails: {
            instructor: 'Meera',
            date: '2026-12-12',
            time: '10:00 AM',
            location: line.place,
            duration: 180,
            materials: '',
          },
        }
      : {}),
  }));
  const ships = items.some((item) => item.type === 'product');
  const totals = orderTotalsPaise(items);
  const priced = { lines: items, ...totals, orderType: 'product' as const, stockLines: [] };
  const { priced: delivered, codFeePaise } = priceDelivery(
    priced,
    ships ? option : 'standard',
    cashOnDelivery && ships,
    settings,
  );
  return {
    id: 'order',
    order_number: 'MS-2026-000001',
    user_name: 'Asha Rao',
    user_email: 'asha@example.com',
    items,
    subtotal_paise: delivered.subtotalPaise,
    shipping_paise: delivered.shippingPaise,
    shipping_option: option,
    cod_fee_paise: codFeePaise,
    total_paise: delivered.totalPaise,
    payment_method: 'Card / UPI',
    shipping_address: ships ? { ...shippingAddress, zipCode: pin } : null,
    contact_phone: ships ? null : '+919876543210',
  } as OrderRow;
}

const record = (order: OrderRow): InvoiceRecord => ({
  order_id: order.id,
  invoice_number: 'MS/26-27/000001',
  financial_year: '2026-27',
  serial: 1,
  kind: 'tax-invoice',
  seller_gstin: '27AAPFU0939F1ZV',
  hsn_codes: order.items.map((item) => (item.type === 'workshop' ? '9992' : '6912')),
  issued_at: '2026-11-23T04:30:00Z',
});

/** Issue 33 row 14: one GST computation behind the checkout's "Includes GST (18%)" line and the invoice. */
describe('the GST the checkout shows and the invoice states', () => {
  it('agree for any cart, shipping option, payment and place of supply, to the paisa', () => {
    fc.assert(
      fc.property(cart, (shopped) => {
        const ships = shopped.lines.some((line) => line.type === 'product');
        const checkout = checkoutTotals(
          shopped.lines.map((line) => ({ price: line.pricePaise / 100, quantity: line.quantity, type: line.type })),
          ships ? shopped.option : 'standard',
          shopped.cashOnDelivery && ships ? 50 : 0,
        );
        const order = orderOf(shopped);
        const { totals, lines } = invoiceDocument(order, record(order));
        expect(totals.cgstPaise + totals.sgstPaise + totals.igstPaise).toBe(rupeesToPaise(checkout.gstIncluded));
        expect(totals.totalPaise).toBe(rupeesToPaise(checkout.total));
        for (const line of lines) {
          expect(line.cgstPaise).toBe(line.sgstPaise);
          expect(line.taxablePaise + line.cgstPaise + line.sgstPaise + line.igstPaise).toBe(line.amountPaise);
        }
      }),
      { numRuns: 500 },
    );
  });
});
