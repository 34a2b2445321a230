import { describe, expect, it } from '@jest/globals';
import { paymentFailureCopy } from '@mitti/shared/payments';
import { formatDateHindi, formatDateTimeHindi } from './hindi-dates';
import { englishMailWords, type LinkedSentence, type MailWords } from './mail-words';
import { mailWords } from './mail-words-in';
import { hindiMailWords } from './mail-words-hi';

/** Every text a catalog gives, its functions called with sample values. */
function texts(words: typeof englishMailWords): string[] {
  return Object.entries(words).flatMap(([name, word]): string[] => {
    if (typeof word === 'string') return [word];
    if (typeof word === 'object') return Object.values(word as LinkedSentence);
    const call = word as (...values: unknown[]) => unknown;
    const samples: Record<string, unknown[]> = {
      date: ['2026-12-12'],
      dateTime: ['2026-12-12T10:00:00Z'],
      placed: ['12/12/2026', 'UPI'],
      paymentFailure: ['card_declined'],
      bookedText: [['Glazing Masterclass']],
      codReceivedText: ['+919876543210', 24],
      refunded: ['Rs. 1,450/-', 50],
      greeting: ['Asha'],
      paymentMethod: ['Cash on Delivery'],
    };
    const thing = /^cancelled|^nothingTaken/.test(name) ? 'booking' : 'MS-2026-000001';
    const value = call(...(samples[name] ?? [thing, 'MS-2026-000001']));
    return typeof value === 'string' ? [value] : Object.values(value as Record<string, string>);
  });
}

describe("the mails' Hindi catalog (decision 106)", () => {
  it('has a Hindi text for every English one, and no other', () => {
    expect(Object.keys(hindiMailWords).sort()).toEqual(Object.keys(englishMailWords).sort());
  });

  it("is typed against the English words: a catalog without one of them is a type error, so the API's build fails", () => {
    const { tryAgain, ...withoutOne } = hindiMailWords;
    // @ts-expect-error -- 'tryAgain' is missing.
    const incomplete: MailWords = withoutOne;
    expect(tryAgain).toBe('फिर से कोशिश करें');
    expect(incomplete).not.toHaveProperty('tryAgain');
  });

  it('is written in Devanagari, each text its own, none left empty or in English', () => {
    const hindi = texts(hindiMailWords);
    const english = new Set(texts(englishMailWords));
    expect(hindi).toHaveLength(texts(englishMailWords).length);
    for (const text of hindi) {
      expect(text.trim()).not.toBe('');
      if (/[A-Za-z]{3}/.test(text.replace(/MS-\d{4}-\d+|Glazing Masterclass|Asha|GST|PDF|UPI|Rs\. [\d,]+\/-/g, ''))) {
        // Only the shopper's and the owner's words, and the tax and payment names, stay in Latin letters.
        throw new Error(`English left in the Hindi catalog: ${text}`);
      }
      if (text !== 'N/A' && !/^[\d ,:.-]*$/.test(text) && !text.startsWith('Rs.'))
        expect(english.has(text)).toBe(false);
    }
  });

  it("says the SPEC's payment failures in Hindi by the same codes, and an unknown code as the fallback", () => {
    const hindi = mailWords('hi');
    expect(hindi.paymentFailure('card_declined').message).toBe('आपके बैंक ने आपका कार्ड अस्वीकार कर दिया।');
    expect(hindi.paymentFailure('no_such_code').title).toBe('भुगतान नहीं हो सका');
    expect(hindi.paymentFailure('toString').title).toBe('भुगतान नहीं हो सका');
    expect(mailWords('en').paymentFailure('card_declined')).toEqual(paymentFailureCopy('card_declined'));
  });

  it('names an order and a booking with the verbs that agree with each', () => {
    const hindi = mailWords('hi');
    expect(hindi.cancelledSubject('order', 'MS-2026-000001')).toBe('आपका ऑर्डर MS-2026-000001 रद्द कर दिया गया है');
    expect(hindi.cancelledSubject('booking', 'MS-2026-000002')).toBe('आपकी बुकिंग MS-2026-000002 रद्द कर दी गई है');
  });
});

describe('dates in a Hindi mail (decision 102)', () => {
  it('are day, the month in Devanagari and year, in the digits the prices use', () => {
    expect(formatDateHindi('2026-12-12')).toBe('12 दिसंबर 2026');
    expect(formatDateHindi('2027-01-16T20:00:00Z')).toBe('17 जनवरी 2027');
    expect(formatDateTimeHindi('2026-12-12T10:00:00Z')).toBe('12 दिसंबर 2026, 3:30 PM');
  });

  it('are N/A when missing or unreadable, as in English', () => {
    expect(formatDateHindi('')).toBe('N/A');
    expect(formatDateHindi('not a date')).toBe('N/A');
    expect(formatDateTimeHindi('not a date')).toBe('N/A');
  });
});
