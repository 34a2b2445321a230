/**
 * How an order's pieces travel (SPEC section 9, decision 026), written once: the contract's shipping option
 * (./delivery), the delivery rules that price and date each (delivery/delivery-rules) and the test that holds the
 * database's CHECK constraint wrap this list. No imports: the pages read it through the delivery rules without
 * bringing TypeBox, or the order's other status sets, into the browser.
 */
export const SHIPPING_OPTION_IDS = ['standard', 'express', 'same-day'] as const;

export type ShippingOptionId = (typeof SHIPPING_OPTION_IDS)[number];
