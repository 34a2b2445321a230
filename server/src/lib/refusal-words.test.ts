import { describe, expect, it } from '@jest/globals';
import type { FastifySchemaValidationError } from 'fastify/types/schema';
import {
  ADDRESS_LABELS,
  ADDRESS_REQUIRED,
  INDIA_ONLY,
  INVALID_MOBILE,
  INVALID_PIN,
  tooLongMessage,
} from '@mitti/shared/address';
import {
  COD_NOT_HERE,
  COD_STANDARD_ONLY,
  EXPRESS_NOT_HERE,
  INVALID_PIN_CODE,
  notServiceableMessage,
  SAME_DAY_CUTOFF,
  SAME_DAY_MUMBAI_ONLY,
  unknownPinMessage,
} from '@mitti/shared/delivery';
import { PRICE_CHANGED_ADVICE, priceChangedMessage, totalChangedMessage } from '@mitti/shared/orders';
import { REVIEW_MESSAGES } from '@mitti/shared/reviews';
import { INVALID_EMAIL_FORMAT } from '../features/auth-mails/auth-mail-routes';
import { validateContact } from '../features/contacts/contact-validation';
import { INVALID_EMAIL_MESSAGE } from '../features/newsletter/newsletter-schema';
import { codLimitMessage, COD_PRODUCTS_ONLY, UNKNOWN_SHIPPING_OPTION } from '../features/orders/order-shipping';
import {
  EMPTY_ORDER,
  noLongerInCatalogueMessage,
  noneLeftMessage,
  onlyAvailableMessage,
  TOO_MANY_LINES,
} from '../features/orders/order-pricing';
import { ONLY_YOUR_ORDERS } from '../features/orders/order-routes';
import { NOT_YOUR_ORDER } from '../features/orders/order-service';
import { soldOutMessage } from '../features/orders/stock';
import { GATEWAY_TIMEOUT_MESSAGE, GATEWAY_UNREACHABLE_MESSAGE } from '../features/payments/gateway-timeout';
import { ALREADY_PAID, COD_NOT_ONLINE } from '../features/payments/payment-service';
import { CREATE_FAILED_MESSAGE } from '../features/payments/razorpay/razorpay-client';
import { LINK_NO_LONGER_USABLE } from '../features/payments/razorpay/razorpay-gateway';
import { SESSION_EXPIRED, SIGN_IN_REQUIRED } from '../plugins/auth';
import { INTERNAL_ERROR_MESSAGE } from '../plugins/error-handlers';
import { REQUEST_TIMEOUT_MESSAGE } from '../plugins/request-deadlines';
import { TOO_MANY_REQUESTS } from '../plugins/route-rate-limits';
import { unstorableTextMessage } from '../plugins/text-guard';
import { ORDER_NOT_FOUND, PRODUCT_NOT_FOUND, WORKSHOP_NOT_FOUND } from './http-error';
import { refusalIn } from './refusal-words';
import { REFUSALS_IN_HINDI } from './refusals-in-hindi';
import { FIELD_LABELS, plainValidationMessage } from './validation-message';

const hindi = (...sentences: string[]) => refusalIn('hi', sentences);
const mumbai = { kind: 'mainland', state: 'Maharashtra' } as Parameters<typeof notServiceableMessage>[1];
const quantityRefusal = (keyword: 'maximum' | 'minimum', body: unknown) =>
  plainValidationMessage(
    [{ keyword, instancePath: '/items/0/quantity', params: { limit: 100 } } as unknown as FastifySchemaValidationError],
    body,
  )!;
const contactRefusal = (input: Record<string, string>) =>
  (validateContact({ name: '', email: '', message: '', ...input }) as { error: string }).error;

/** Every refusal the catalog words, as the API's own code words it (the catalog's keys are held to these). */
const REFUSALS = [
  SIGN_IN_REQUIRED,
  SESSION_EXPIRED,
  TOO_MANY_REQUESTS,
  REQUEST_TIMEOUT_MESSAGE,
  INTERNAL_ERROR_MESSAGE,
  unstorableTextMessage('body.name'),
  EMPTY_ORDER,
  TOO_MANY_LINES,
  noLongerInCatalogueMessage('Thali Plate'),
  noneLeftMessage('workshop', 'Wheel Throwing Basics'),
  noneLeftMessage('product', 'Thali Plate'),
  onlyAvailableMessage(2, 'Thali Plate', 3),
  soldOutMessage({ kind: 'workshop', name: 'Wheel Throwing Basics' }),
  soldOutMessage({ kind: 'product', name: 'Thali Plate' }),
  quantityRefusal('maximum', { items: [{ id: 'thali-plate' }] }),
  quantityRefusal('minimum', {}),
  priceChangedMessage({ name: 'Thali Plate', from: 299, to: 349 }),
  totalChangedMessage(598, 698),
  PRICE_CHANGED_ADVICE,
  ORDER_NOT_FOUND,
  NOT_YOUR_ORDER,
  ONLY_YOUR_ORDERS,
  ADDRESS_REQUIRED,
  INDIA_ONLY,
  `Shipping address: ${INVALID_PIN}`,
  `Contact phone: ${INVALID_MOBILE}`,
  ...Object.values(ADDRESS_LABELS).map((label) => `${label} is required`),
  ...Object.values(FIELD_LABELS).map((label) => tooLongMessage(label, 100)),
  tooLongMessage(ADDRESS_LABELS.city, 100, 140),
  INVALID_PIN_CODE,
  unknownPinMessage('000000'),
  notServiceableMessage('560001', mumbai),
  notServiceableMessage('560001', { ...mumbai, kind: 'army-post' }),
  UNKNOWN_SHIPPING_OPTION,
  EXPRESS_NOT_HERE,
  SAME_DAY_MUMBAI_ONLY,
  SAME_DAY_CUTOFF,
  `${COD_NOT_HERE} (744101).`,
  COD_PRODUCTS_ONLY,
  COD_STANDARD_ONLY,
  codLimitMessage(1_000_000, 1_250_000),
  COD_NOT_ONLINE,
  ALREADY_PAID,
  LINK_NO_LONGER_USABLE,
  GATEWAY_TIMEOUT_MESSAGE,
  GATEWAY_UNREACHABLE_MESSAGE,
  CREATE_FAILED_MESSAGE,
  PRODUCT_NOT_FOUND,
  WORKSHOP_NOT_FOUND,
  ...Object.values(REVIEW_MESSAGES),
  contactRefusal({}),
  contactRefusal({ name: 'Asha' }),
  contactRefusal({ name: 'Asha', email: 'asha' }),
  contactRefusal({ name: 'Asha', email: 'asha@example.com' }),
  INVALID_EMAIL_MESSAGE,
  INVALID_EMAIL_FORMAT,
];

/** The English with its values as patterns, for which key a refusal is worded by. */
const keyMatches = (key: string, sentence: string) =>
  new RegExp(
    `^${key
      .split(/\{\w+\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.+')}$`,
    's',
  ).test(sentence);

describe("the API's refusals in the page's language (decision 117)", () => {
  it('words each refusal a shopper can meet in Hindi, with no English sentence left in it', () => {
    for (const refusal of REFUSALS) {
      const worded = hindi(refusal);
      expect({ refusal, worded }).toEqual({ refusal, worded: expect.stringMatching(/[\u0900-\u097F]/) });
      expect({ refusal, worded }).not.toEqual({ refusal, worded: expect.stringContaining(refusal) });
    }
  });

  it('has no Hindi for a sentence the API no longer says', () => {
    // What goes inside another refusal: a field's label, an address's problem, the line a quantity is of.
    const inside = [...Object.values({ ...ADDRESS_LABELS, ...FIELD_LABELS }), INVALID_PIN, INVALID_MOBILE];
    const unused = Object.keys(REFUSALS_IN_HINDI).filter(
      (key) => ![...REFUSALS, ...inside, 'item thali-plate', 'an item'].some((refusal) => keyMatches(key, refusal)),
    );
    expect(unused).toEqual([]);
  });

  it("keeps the values as the API gave them: a piece's name, a PIN code, amounts in the SPEC's format", () => {
    expect(hindi(onlyAvailableMessage(2, 'Thali Plate', 3))).toBe('Thali Plate के केवल 2 उपलब्ध हैं; आपने 3 माँगे।');
    expect(
      hindi(notServiceableMessage('744101', { ...mumbai, kind: 'islands', state: 'Andaman and Nicobar Islands' })),
    ).toBe(
      'हम अभी पिन कोड 744101 (Andaman and Nicobar Islands) पर डिलीवरी नहीं करते: हमारे कूरियर वहाँ मिट्टी के बर्तन सुरक्षित नहीं पहुँचा सकते।',
    );
    expect(hindi(codLimitMessage(1_000_000, 1_250_000))).toBe(
      'कैश ऑन डिलीवरी Rs. 10,000 तक के ऑर्डर के लिए है; यह ऑर्डर Rs. 12,500 का है। कृपया ऑनलाइन भुगतान करें।',
    );
  });

  it('words a refusal inside a refusal: the address field and its problem', () => {
    expect(hindi(`Shipping address: ${tooLongMessage(ADDRESS_LABELS.city, 100, 140)}`)).toBe(
      'शिपिंग पता: शहर में अधिकतम 100 अक्षर हो सकते हैं (इसमें 140 हैं)।',
    );
    expect(hindi(quantityRefusal('maximum', { items: [{ id: 'thali-plate' }] }))).toBe(
      'चीज़ thali-plate की मात्रा ज़्यादा से ज़्यादा 100 हो सकती है।',
    );
  });

  it('words each sentence of a refusal made of several, and leaves a name that reads like a label alone', () => {
    expect(
      hindi(
        priceChangedMessage({ name: 'Phone', from: 299, to: 349 }),
        priceChangedMessage({ name: 'Bowl. Set', from: 100, to: 120 }),
        PRICE_CHANGED_ADVICE,
      ),
    ).toBe(
      'Phone की कीमत Rs. 299 से बदलकर Rs. 349 हो गई है। Bowl. Set की कीमत Rs. 100 से बदलकर Rs. 120 हो गई है। कृपया नई कीमतें देखें और ऑर्डर फिर से करें।',
    );
  });

  it('keeps English for an English page, and a sentence it has no Hindi for', () => {
    expect(refusalIn('en', [ADDRESS_REQUIRED])).toBe(ADDRESS_REQUIRED);
    expect(refusalIn('en', [priceChangedMessage({ name: 'Mug', from: 1, to: 2 }), PRICE_CHANGED_ADVICE])).toBe(
      `${priceChangedMessage({ name: 'Mug', from: 1, to: 2 })} ${PRICE_CHANGED_ADVICE}`,
    );
    expect(hindi('This action needs an administrator account.')).toBe('This action needs an administrator account.');
  });
});
