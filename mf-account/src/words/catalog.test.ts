import { describe, expect, it } from '@jest/globals';
import { PASSWORD_POLICY_MESSAGE, PROFILE_LIMITS, PROFILE_UPDATE_UNAVAILABLE, type Words } from '@mitti/shared';
import { CARD_OR_UPI, CASH_ON_DELIVERY } from '@mitti/shared/orders';
import { tooLongMessage } from '@mitti/shared/address';
import { REVIEW_MESSAGES } from '@mitti/shared/reviews';
import { englishWords } from '@mitti/shared/remote-words';
import { itIsAHindiCatalog } from '../../../shared/test/hindi-catalog';
import { fullNameError } from '../features/account/personal-info-tab';
import { hindi } from './hi';
import type { AccountText } from './words';

const englishTexts = Object.keys(hindi) as AccountText[];

describe("the account's Hindi catalog", () => {
  itIsAHindiCatalog(hindi, { atLeast: 140 });

  it("has @mitti/shared's copy these pages show: the password policy, the profile's, a review's rules", () => {
    // A review's form checks each of these before it sends; 'verifiedBuyersOnly' is the API's answer, shown as given.
    const formMessages = Object.entries(REVIEW_MESSAGES).filter(([name]) => name !== 'verifiedBuyersOnly');
    expect(englishTexts).toEqual(
      expect.arrayContaining([
        PASSWORD_POLICY_MESSAGE,
        PROFILE_UPDATE_UNAVAILABLE,
        ...formMessages.map(([, message]) => message),
      ]),
    );
    expect(englishTexts).toEqual(expect.arrayContaining([CASH_ON_DELIVERY, CARD_OR_UPI]));
  });

  it("writes a field's length as tooLongMessage does, in English word for word", () => {
    const tooLong = PROFILE_LIMITS.displayName + 5;
    expect(fullNameError('a'.repeat(tooLong), englishWords)).toBe(
      tooLongMessage('Full Name', PROFILE_LIMITS.displayName, tooLong),
    );
    expect(fullNameError('', englishWords)).toBe('Full Name is required');
  });

  it('is keyed by the English text, each with its values as the English words fill them; money as the shop writes it', () => {
    expect(englishWords('Order #{reference}', { reference: 'MS-1001' })).toBe('Order #MS-1001');
    expect(englishWords('Quantity: {quantity} × {price}', { quantity: 2, price: 'Rs. 650/-' })).toBe(
      'Quantity: 2 × Rs. 650/-',
    );
    expect(hindi['Order #{reference}']).toBe('ऑर्डर #{reference}');
    expect(hindi['My Wishlist']).toContain('पसंदीदा');
    expect(hindi['Add to Cart']).toContain('कार्ट');
  });

  it('fails the type check for a missing text, and a component asking for a text not listed', () => {
    // @ts-expect-error: a catalog without every text of texts.ts is not the account's catalog
    const partial: Record<AccountText, string> = { Remove: 'हटाएँ' };
    const t: Words<AccountText> = englishWords;
    // @ts-expect-error: 'Book Now' is not one of the account's texts
    expect(t('Book Now')).toBe('Book Now');
    expect(Object.keys(partial)).toHaveLength(1);
  });
});
