import { describe, expect, it } from '@jest/globals';
import { CARD_OR_UPI, CASH_ON_DELIVERY, ORDER_STATUS_VALUES, PAYMENT_STATUS_VALUES, type Words } from '@mitti/shared';
import { paymentFailureCopy } from '@mitti/shared/payments';
import { englishWords } from '@mitti/shared/remote-words';
import { itIsAHindiCatalog } from '../../../shared/test/hindi-catalog';
import { hindi } from './hi';
import type { CheckoutText } from './words';

const englishTexts = Object.keys(hindi) as CheckoutText[];

describe("the checkout's Hindi catalog", () => {
  itIsAHindiCatalog(hindi, { atLeast: 40 });

  it("has SPEC's failed payment copy for every code, and each status, kind and method the API stores", () => {
    const codes = [
      null,
      'verification_failed',
      'order_not_found',
      'system_error',
      'insufficient_funds',
      'card_declined',
    ];
    for (const code of [...codes, 'out_of_stock']) {
      for (const text of Object.values(paymentFailureCopy(code))) expect(englishTexts).toContain(text);
    }
    // As the pages show them: 'refund_due' is 'Refund due'.
    const shown = (value: string) => value.charAt(0).toUpperCase() + value.slice(1).replace(/_/g, ' ');
    for (const status of [...PAYMENT_STATUS_VALUES, ...ORDER_STATUS_VALUES, 'product', 'workshop']) {
      expect(englishTexts).toContain(shown(status));
    }
    expect(englishTexts).toEqual(expect.arrayContaining([CASH_ON_DELIVERY, CARD_OR_UPI]));
  });

  it('is keyed by the English text, each with its values as the English words fill them', () => {
    expect(englishWords('Only {n} left', { n: 2 })).toBe('Only 2 left');
    expect(englishWords('Remove {name}', { name: 'Speckled Bowl' })).toBe('Remove Speckled Bowl');
    expect(englishWords('Proceed to Checkout')).toBe('Proceed to Checkout');
  });

  it('fails the type check for a missing text, and a component asking for a text not listed', () => {
    // @ts-expect-error: a catalog without every text of texts.ts is not the checkout's catalog
    const partial: Record<CheckoutText, string> = { Remove: 'हटाएँ' };
    const t: Words<CheckoutText> = englishWords;
    // @ts-expect-error: 'Book Now' is not one of the checkout's texts
    expect(t('Book Now')).toBe('Book Now');
    expect(Object.keys(partial)).toHaveLength(1);
  });
});
