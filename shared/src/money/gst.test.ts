import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { gstInside, orderGst } from './gst';

describe('the GST inside an order (decision 037)', () => {
  it('splits an amount into two equal halves of 9%, each to the paisa', () => {
    expect(gstInside(65_000)).toEqual({ halfPaise: 4_958, gstPaise: 9_916 });
    expect(gstInside(15_000)).toEqual({ halfPaise: 1_144, gstPaise: 2_288 });
    expect(gstInside(11_800)).toEqual({ halfPaise: 900, gstPaise: 1_800 });
    expect(gstInside(0)).toEqual({ halfPaise: 0, gstPaise: 0 });
  });

  it('is within a paisa of 18/118 of the amount, and the taxable value is the rest', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), (amountPaise) => {
        const { gstPaise } = gstInside(amountPaise);
        expect(Math.abs(gstPaise - (amountPaise * 18) / 118)).toBeLessThanOrEqual(1);
        expect(gstPaise % 2).toBe(0);
      }),
    );
  });

  it('adds up each line (unit x quantity), shipping and the cash-on-delivery fee', () => {
    const gst = orderGst({
      lines: [
        { pricePaise: 65_000, quantity: 1 },
        { pricePaise: 180_000, quantity: 2 },
      ],
      shippingPaise: 15_000,
      codFeePaise: 5_000,
    });
    expect(gst.lines.map((line) => line.gstPaise)).toEqual([9_916, 54_916]);
    expect([gst.shipping.gstPaise, gst.codFee.gstPaise]).toEqual([2_288, 762]);
    expect(gst.totalPaise).toBe(9_916 + 54_916 + 2_288 + 762);
  });
});
