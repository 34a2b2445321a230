import { describe, expect, it } from '@jest/globals';
import { formatRupeesInText, type Words } from '@mitti/shared';
import {
  CARD_OR_UPI,
  CASH_ON_DELIVERY,
  ORDER_STATUS_VALUES,
  PAYMENT_STATUS_VALUES,
  priceChangedMessage,
} from '@mitti/shared/orders';
import { paymentFailureCopy } from '@mitti/shared/payments';
import { ADDRESS_LABELS, INDIA_ONLY, INVALID_MOBILE, INVALID_PIN, SHIPPING_COUNTRY } from '@mitti/shared/address';
import { LOAD_WORKSHOP_FAILED, WORKSHOP_NOT_FOUND } from '@mitti/shared/booking';
import {
  EXPRESS_NOT_HERE,
  SAME_DAY_CUTOFF,
  SAME_DAY_MUMBAI_ONLY,
  SHIPPING_OPTIONS,
  shippingOptionsFor,
} from '@mitti/shared/delivery';
import { hindiTranslator } from '../../../shared/test/hindi-translator';
import {
  FIELD_LABELS,
  fieldProblem,
  validateCheckout,
  type CheckoutField,
} from '../features/checkout/lib/checkout-form';
import { emptyCheckoutForm } from '../features/checkout/lib/checkout-form';
import { SIGN_IN_TO_ORDER } from '../lib/sign-in-to-order';
import { englishWords } from '@mitti/shared/remote-words';
import { itIsAHindiCatalog } from '../../../shared/test/hindi-catalog';
import { hindi } from './hi';
import { loadHindi, type CheckoutText } from './words';

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

  it("has every text of the rules the checkout form says in the page's words: labels, problems, delivery options", () => {
    const reasons = [EXPRESS_NOT_HERE, SAME_DAY_MUMBAI_ONLY, SAME_DAY_CUTOFF];
    // Every reason the rules give an option, from every kind of area at any hour.
    const areas = ['metro-mumbai', 'mainland', 'remote'] as const;
    for (const kind of areas) {
      for (const hour of [3, 9, 20]) {
        const now = new Date(Date.UTC(2026, 11, 2, hour));
        const options = shippingOptionsFor({ kind, state: 'x' } as never, now, { standardPaise: 0, freeAbovePaise: 0 });
        for (const { reason } of options) if (reason) expect(reasons).toContain(reason);
      }
    }
    expect(englishTexts).toEqual(
      expect.arrayContaining([
        ...Object.values(ADDRESS_LABELS),
        ...Object.values(FIELD_LABELS),
        ...Object.values(SHIPPING_OPTIONS).map((option) => option.label),
        ...reasons,
        INDIA_ONLY,
        INVALID_PIN,
        INVALID_MOBILE,
        SHIPPING_COUNTRY,
        WORKSHOP_NOT_FOUND,
        LOAD_WORKSHOP_FAILED,
        SIGN_IN_TO_ORDER,
      ]),
    );
  });

  it("says every problem the form's rules find in Hindi, and in English as the rules wrote it", async () => {
    const translator = hindiTranslator();
    await translator.ready(loadHindi);
    const hindiWords = translator.words<CheckoutText>(loadHindi)!;
    const forms = [
      emptyCheckoutForm(),
      { ...emptyCheckoutForm('asha@'), zipCode: '4110', phone: '12345', country: 'Nepal', firstName: 'क'.repeat(101) },
    ];
    for (const form of forms) {
      for (const [field, problem] of Object.entries(validateCheckout(form)) as [CheckoutField, string][]) {
        expect(fieldProblem(englishWords, field, problem, form[field])).toBe(problem);
        const hindi = fieldProblem(hindiWords, field, problem, form[field]);
        expect({ problem, hindi: /[\u0900-\u097F]/.test(hindi), english: /[A-Za-z]{3}/.test(hindi) }).toEqual({
          problem,
          hindi: true,
          english: false,
        });
      }
    }
  });

  it('is keyed by the English text, each with its values as the English words fill them', () => {
    expect(englishWords('Only {n} left', { n: 2 })).toBe('Only 2 left');
    expect(englishWords('Remove {name}', { name: 'Speckled Bowl' })).toBe('Remove Speckled Bowl');
    expect(englishWords('Proceed to Checkout')).toBe('Proceed to Checkout');
    // A price change as the API's refusal says it too (SPEC's copy, written once in @mitti/shared).
    const change = { name: 'Thali Plate', from: 299, to: 349.5 };
    const values = { name: change.name, from: formatRupeesInText(change.from), to: formatRupeesInText(change.to) };
    expect(englishWords('The price of {name} changed from {from} to {to}.', values)).toBe(priceChangedMessage(change));
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
