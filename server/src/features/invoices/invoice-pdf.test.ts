import { describe, expect, it } from '@jest/globals';
import type { OrderRow } from '../orders/order-row';
import { pdfLines } from '../../test/pdf-text';
import { shippingAddress } from '../../test/shipping-address';
import { invoiceDocument } from './invoice-document';
import { printableText, textRuns } from './invoice-fonts';
import { renderInvoicePdf } from './invoice-pdf';
import type { InvoiceRecord } from './invoice-repository';

const record: InvoiceRecord = {
  order_id: '2f9f3c4e-1b7a-4c7e-9a51-7c1d2e3f4a5b',
  invoice_number: 'MS/26-27/000007',
  financial_year: '2026-27',
  serial: 7,
  kind: 'tax-invoice',
  seller_gstin: '27AAPFU0939F1ZV',
  hsn_codes: ['6912'],
  issued_at: '2026-11-23T04:30:00Z',
};

const orderTo = (address: Record<string, string>, name = 'Forest Green Mug') =>
  ({
    id: record.order_id,
    order_number: 'MS-2026-000042',
    user_name: null,
    user_email: 'asha@example.com',
    items: [{ id: 'forest-green-mug', name, type: 'product', pricePaise: 65_000, quantity: 1, imageUrl: null }],
    subtotal_paise: 65_000,
    shipping_paise: 15_000,
    shipping_option: 'standard',
    cod_fee_paise: 0,
    total_paise: 80_000,
    payment_method: 'Card / UPI',
    shipping_address: { country: 'India', phone: '+919876543210', ...address },
  }) as unknown as OrderRow;

const textOf = async (order: OrderRow) => pdfLines(await renderInvoicePdf(invoiceDocument(order, record)));

/** Issue 33 row 5: names and addresses in Indian scripts, as typed, read back from the PDF's text. */
describe('the invoice PDF in every script the shop takes', () => {
  it.each([
    {
      script: 'Hindi (Devanagari)',
      address: {
        firstName: 'मीरा',
        lastName: 'शर्मा',
        address: 'फ्लैट 6, Carter Road, बांद्रा पश्चिम',
        city: 'मुंबई',
        state: 'Maharashtra',
        zipCode: '400050',
      },
      cityLine: 'मुंबई, Maharashtra 400050',
    },
    {
      script: 'Tamil',
      address: {
        firstName: 'கொற்றவை',
        lastName: 'செல்வம்',
        address: '12, பெசன்ட் நகர் தெரு',
        city: 'சென்னை',
        state: 'Tamil Nadu',
        zipCode: '600090',
      },
      cityLine: 'சென்னை, Tamil Nadu 600090',
    },
    {
      script: 'Bengali',
      address: {
        firstName: 'শ্রেয়া',
        lastName: 'মুখোপাধ্যায়',
        address: '৭ গড়িয়াহাট রোড, বালিগঞ্জ',
        city: 'কলকাতা',
        state: 'West Bengal',
        zipCode: '700019',
      },
      cityLine: 'কলকাতা, West Bengal 700019',
    },
    {
      script: 'Latin',
      address: {
        firstName: 'Meera',
        lastName: 'Carter',
        address: '6 Carter Road, Bandra West',
        city: 'Mumbai',
        state: 'Maharashtra',
        zipCode: '400050',
      },
      cityLine: 'Mumbai, Maharashtra 400050',
    },
  ])('$script: the name, the address and the PIN read back as typed', async ({ address, cityLine }) => {
    const lines = await textOf(orderTo(address));
    expect(lines).toContain(`${address.firstName} ${address.lastName}`);
    expect(lines).toContain(address.address);
    expect(lines).toContainEqual(expect.stringContaining(cityLine));
    expect(lines).toContain('Phone +919876543210');
  });

  it('an emoji in a name, which no face can draw, is left out rather than printed as a box (issue 53)', async () => {
    const lines = await textOf(
      orderTo({
        ...shippingAddress,
        firstName: 'Asha 🌸',
        lastName: 'Rao 👩🏽‍🎨',
        address: 'फ्लैट 6 🏠, Carter Road ©️',
      }),
    );
    expect(lines).toContain('Asha Rao');
    expect(lines).toContain('फ्लैट 6, Carter Road ©');
    expect(lines.join('\n')).not.toMatch(/[\u{1F300}-\u{1FAFF}\uFFFD]|\uFE0F/u);
  });

  it('every character the invoice draws has a glyph in the face it is drawn with, Hindi joiners included', () => {
    const typed = 'Asha 🌸 Rao 🇮🇳 / क्‍ष श्री / ❤️';
    const printed = printableText(typed);
    expect(printed).toBe('Asha Rao / क्‍ष श्री /');
    for (const run of textRuns(printed, 700)) {
      for (const char of run.text) expect(run.face.font.hasGlyphForCodePoint(char.codePointAt(0)!)).toBe(true);
    }
  });

  it('a product named in several scripts, in a table cell, reads back whole', async () => {
    const name = 'मिट्टी का कुल्हड़ / மண் குவளை / মাটির ভাঁড় / ਮਿੱਟੀ / ಮಣ್ಣು / മണ്ണ് / માટી / ମାଟି / మట్టి';
    const order = orderTo(shippingAddress, name);
    const text = (await textOf(order)).join(' ');
    for (const word of name.split(' / ')) expect(text).toContain(word);
  });
});

describe("the invoice in its order's language (issue 57)", () => {
  it('prints its words in Hindi for an order placed in Hindi, the tax terms, amounts and particulars as they are', async () => {
    const lines = await textOf({ ...orderTo(shippingAddress), language: 'hi' } as OrderRow);
    for (const words of [
      'कर बीजक (Tax Invoice)',
      'प्राप्तकर्ता के लिए मूल प्रति',
      'GSTIN: 27AAPFU0939F1ZV',
      'बिल और डिलीवरी का पता',
      'शिपिंग (सामान्य)',
      'बीजक का कुल योग',
      'फ़ोन +919876543210',
    ])
      expect(lines).toContainEqual(expect.stringContaining(words));
    expect(lines.join('\n')).toMatch(/जारी करने की तारीख\s+23 नवंबर 2026/);
    expect(lines.join('\n')).toMatch(/CGST @ 9%\s+Rs\. 61\.02/);
    expect(lines.join('\n')).toContain('Rs. 800.00');
    expect(lines.join('\n')).not.toMatch(/Invoice total|Tax Invoice\b(?!\))|Date of issue|Shipping \(/);
  });

  it('keeps an order placed in English, or before orders kept a language, in English', async () => {
    const english = (await textOf(orderTo(shippingAddress))).join('\n');
    expect(english).toContain('Tax Invoice');
    expect(english).toMatch(/Date of issue\s+23 Nov(ember)? 2026/);
    expect(english).toContain('Shipping (Standard)');
    expect(english).not.toMatch(/[\u0900-\u097F]/);
  });
});
