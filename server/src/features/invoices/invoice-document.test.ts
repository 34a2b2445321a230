import { describe, expect, it } from '@jest/globals';
import type { OrderRow } from '../orders/order-row';
import { shippingAddress } from '../../test/shipping-address';
import { invoiceDocument } from './invoice-document';
import { classState, hsnForCategory } from './invoice-hsn';
import { financialYear, invoiceNumber } from './invoice-numbering';
import type { InvoiceRecord } from './invoice-repository';

const workshop = (location: string) => ({
  instructor: 'Meera',
  date: '2026-12-05',
  time: '10:00 AM - 1:00 PM',
  location,
  duration: 180,
  materials: 'Clay',
});

/** A mixed order to Pune: a mug (Rs. 650), a class in Bengaluru (Rs. 1,800) and one in Mumbai (Rs. 2,500). */
const order = {
  id: '2f9f3c4e-1b7a-4c7e-9a51-7c1d2e3f4a5b',
  order_number: 'MS-2026-000042',
  user_name: 'Asha Rao',
  user_email: 'asha@example.com',
  items: [
    {
      id: 'forest-green-mug',
      name: 'Forest Green Mug',
      type: 'product',
      pricePaise: 65_000,
      quantity: 1,
      imageUrl: null,
    },
    {
      id: 'hand-building-pinch-coil-slab',
      name: 'Hand-building',
      type: 'workshop',
      pricePaise: 180_000,
      quantity: 1,
      imageUrl: null,
      workshopDetails: workshop('Mitti Studio, Indiranagar, Bengaluru'),
    },
    {
      id: 'glazing-masterclass',
      name: 'Glazing Masterclass',
      type: 'workshop',
      pricePaise: 250_000,
      quantity: 1,
      imageUrl: null,
      workshopDetails: workshop('Mitti Studio, Bandra West, Mumbai'),
    },
  ],
  subtotal_paise: 495_000,
  shipping_paise: 15_000,
  shipping_option: 'standard',
  cod_fee_paise: 0,
  total_paise: '510000',
  payment_method: 'Card / UPI',
  shipping_address: shippingAddress,
} as unknown as OrderRow;

const record: InvoiceRecord = {
  order_id: order.id,
  invoice_number: 'MS/26-27/000007',
  financial_year: '2026-27',
  serial: 7,
  kind: 'tax-invoice',
  seller_gstin: '27AAPFU0939F1ZV',
  hsn_codes: ['6912', '9992', '9992'],
  issued_at: '2026-11-23T04:30:00Z',
};

describe('the invoice of an order', () => {
  it('taxes each class where it is held and the goods where they go; the lines add up to the order', () => {
    const invoice = invoiceDocument(order, record);
    expect(invoice.placeOfSupply).toEqual({ name: 'Maharashtra', code: '27' });
    const [mug, bengaluru, mumbai, shipping] = invoice.lines;
    expect(mug).toMatchObject({ hsn: '6912', cgstPaise: 4_958, sgstPaise: 4_958, igstPaise: 0 });
    expect(bengaluru).toMatchObject({ hsn: '9992', description: 'Hand-building (class seat)', igstPaise: 27_458 });
    expect(mumbai).toMatchObject({ cgstPaise: 19_068, sgstPaise: 19_068, igstPaise: 0, taxablePaise: 211_864 });
    expect(shipping).toMatchObject({ description: 'Shipping (Standard)', hsn: '6912', amountPaise: 15_000 });
    expect(invoice.totals.totalPaise).toBe(510_000);
    const { taxablePaise, cgstPaise, sgstPaise, igstPaise } = invoice.totals;
    expect(taxablePaise + cgstPaise + sgstPaise + igstPaise).toBe(510_000);
  });

  it('refuses to print lines that do not add up to the stored total', () => {
    expect(() => invoiceDocument({ ...order, total_paise: 510_001 }, record)).toThrow(/lines add up to 510000/);
  });
});

describe('invoice numbers, dates and codes', () => {
  it('numbers by the Indian financial year, in at most 16 characters', () => {
    expect(financialYear(new Date('2027-03-31T18:29:59Z'))).toBe('2026-27');
    expect(financialYear(new Date('2027-03-31T18:30:00Z'))).toBe('2027-28');
    expect(invoiceNumber('2026-27', 123)).toBe('MS/26-27/000123');
    expect(invoiceNumber('2026-27', 999_999).length).toBeLessThanOrEqual(16);
  });

  it('pottery by category: ornaments 6913, tableware and anything else 6912', () => {
    expect(['Vases', 'Planters', 'Decor', 'Wall sculpture'].map(hsnForCategory)).toEqual(Array(4).fill('6913'));
    expect(['Bowls', 'Mugs & Cups', 'Plates', 'Serveware', undefined].map(hsnForCategory)).toEqual(
      Array(5).fill('6912'),
    );
  });

  it('a class is supplied where it is held', () => {
    expect(classState('Mitti Studio, Hauz Khas Village, New Delhi')).toEqual({ name: 'Delhi', code: '07' });
    expect(classState('Mitti Farm Kiln Yard, Alibaug, Maharashtra')).toEqual({ name: 'Maharashtra', code: '27' });
    expect(classState('Mitti Studio, Koregaon Park, Pune').code).toBe('27');
    expect(classState('Mitti Studio, Indiranagar, Bengaluru').code).toBe('29');
  });
});
