/**
 * Where and how fast the studio (in Mumbai) delivers, and where cash on delivery is taken (SPEC section 9,
 * decision 026), in one place for the API (the authority: it prices the chosen option and refuses what a PIN
 * code cannot have) and the pages (the "Deliver to" check, the checkout's options). Plain functions: beyond this
 * folder they import only India's clock and the contract's option ids, which carry no TypeBox.
 */
import { pinArea, type PinArea } from './pin-areas';
import { indiaWallClock } from '../dates/india-time';
import { SHIPPING_OPTION_IDS, type ShippingOptionId } from '../contracts/shipping-option-ids';

export { SHIPPING_OPTION_IDS, type ShippingOptionId };

export const isShippingOptionId = (value: unknown): value is ShippingOptionId =>
  SHIPPING_OPTION_IDS.includes(value as ShippingOptionId);

/** SPEC section 9. Standard's price is the money rule's (free above Rs. 1500, else Rs. 150). */
export const SHIPPING_OPTIONS: Readonly<
  Record<ShippingOptionId, { label: string; minDays: number; maxDays: number; flatPaise: number | null }>
> = {
  standard: { label: 'Standard', minDays: 5, maxDays: 7, flatPaise: null },
  express: { label: 'Express', minDays: 2, maxDays: 3, flatPaise: 30_000 },
  'same-day': { label: 'Same-day (Mumbai)', minDays: 0, maxDays: 0, flatPaise: 45_000 },
};

/** How soon a paid (or studio-confirmed) order leaves the studio, as every page and mail promises it (SPEC 9). */
export const DISPATCH_WITHIN = '1-2 business days';

/** Same-day orders must be placed before 12 PM India time. */
export const SAME_DAY_CUTOFF_HOUR_IST = 12;

export const INVALID_PIN_CODE = 'Enter a valid 6-digit PIN code';
export const unknownPinMessage = (pin: string) => `${pin} is not a PIN code in use in India. Please check it.`;
export const notServiceableMessage = (pin: string, area: PinArea) =>
  area.kind === 'army-post'
    ? `We cannot deliver to Army Postal Service PIN code ${pin}: please give a civilian address.`
    : `We do not deliver to PIN code ${pin} (${area.state}) yet: our couriers cannot carry pottery there safely.`;
export const SAME_DAY_MUMBAI_ONLY = 'Same-day delivery is for Mumbai PIN codes only';
export const SAME_DAY_CUTOFF = 'Same-day delivery must be ordered before 12 PM (India time)';
export const EXPRESS_NOT_HERE = 'Express delivery does not reach this PIN code';
export const COD_NOT_HERE = 'Cash on delivery is not available for this PIN code';
/**
 * A cash-on-delivery order is packed only after the studio's call (decision 026), so the faster options'
 * windows, counted from the order, cannot be kept: it goes by standard delivery (decision 073).
 */
export const COD_STANDARD_ONLY =
  'Cash on delivery orders go by standard delivery, since we call you to confirm before we pack. For Express or Same-day delivery, please pay online.';

/** Whether products can be shipped to the area at all: islands and the Army Postal Service cannot. */
export const isServiceable = (area: PinArea): boolean => area.kind !== 'islands' && area.kind !== 'army-post';

/** Cash on delivery reaches the mainland only (couriers do not collect cash in remote areas). */
export const codReaches = (area: PinArea): boolean => area.kind === 'mainland' || area.kind === 'metro-mumbai';

/** The time of day in India (UTC+5:30), and the India date, of an instant. */
function indiaClock(now: Date): { hour: number; date: Date } {
  const shifted = indiaWallClock(now);
  return {
    hour: shifted.getUTCHours(),
    date: new Date(Date.UTC(shifted.getUTCFullYear(), shifted.getUTCMonth(), shifted.getUTCDate())),
  };
}

/** Business days are Monday to Saturday (Indian couriers deliver on Saturdays, not Sundays). */
function addBusinessDays(date: Date, days: number): Date {
  const result = new Date(date);
  let left = days;
  while (left > 0) {
    result.setUTCDate(result.getUTCDate() + 1);
    if (result.getUTCDay() !== 0) left -= 1;
  }
  return result;
}

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

export interface ShippingOptionAnswer {
  id: ShippingOptionId;
  label: string;
  available: boolean;
  /** Why not, when not available. */
  reason: string | null;
  /** Rupees; standard's is before the free-shipping rule (see `freeAbove`). */
  price: number;
  /** Standard ships free when the products' subtotal exceeds this (rupees); null for the others. */
  freeAbove: number | null;
  minDays: number;
  maxDays: number;
  /** India dates (YYYY-MM-DD) of the delivery window, when available. */
  earliest: string | null;
  latest: string | null;
}

function unavailableReason(id: ShippingOptionId, area: PinArea, now: Date): string | null {
  if (id === 'express' && area.kind === 'remote') return EXPRESS_NOT_HERE;
  if (id !== 'same-day') return null;
  if (area.kind !== 'metro-mumbai') return SAME_DAY_MUMBAI_ONLY;
  return indiaClock(now).hour < SAME_DAY_CUTOFF_HOUR_IST ? null : SAME_DAY_CUTOFF;
}

/**
 * Every option for a serviceable area, with its price and window from `now`. `standardPaise` is the standard
 * rate before the free-shipping rule and `freeAbovePaise` that rule's threshold (both from the money rules).
 */
export function shippingOptionsFor(
  area: PinArea,
  now: Date,
  standard: { standardPaise: number; freeAbovePaise: number },
): ShippingOptionAnswer[] {
  const today = indiaClock(now).date;
  return SHIPPING_OPTION_IDS.map((id) => {
    const option = SHIPPING_OPTIONS[id];
    const reason = unavailableReason(id, area, now);
    return {
      id,
      label: option.label,
      available: reason === null,
      reason,
      price: (option.flatPaise ?? standard.standardPaise) / 100,
      freeAbove: option.flatPaise === null ? standard.freeAbovePaise / 100 : null,
      minDays: option.minDays,
      maxDays: option.maxDays,
      earliest: reason === null ? isoDate(addBusinessDays(today, option.minDays)) : null,
      latest: reason === null ? isoDate(addBusinessDays(today, option.maxDays)) : null,
    };
  });
}

/**
 * Shipping for the chosen option: standard follows the money rule (`standardShippingPaise`, already free above
 * the threshold), express and same-day are flat. Nothing is shipped for workshops alone.
 */
export function shippingPaiseForOption(
  option: ShippingOptionId,
  standardShippingPaise: number,
  hasProducts: boolean,
): number {
  if (!hasProducts) return 0;
  return SHIPPING_OPTIONS[option].flatPaise ?? standardShippingPaise;
}

export type PinCheck = { ok: true; area: PinArea; serviceable: boolean } | { ok: false; message: string };

/** A PIN code as typed (spaces ignored): its area, or the message for a malformed or unallotted one. */
export function checkPin(input: string): PinCheck {
  const pin = input.replace(/\s/g, '');
  if (!/^[1-9]\d{5}$/.test(pin)) return { ok: false, message: INVALID_PIN_CODE };
  const area = pinArea(pin);
  if (!area) return { ok: false, message: unknownPinMessage(pin) };
  return { ok: true, area, serviceable: isServiceable(area) };
}

export { isMumbaiPin, pinArea, STATES_AND_TERRITORIES, type AreaKind, type PinArea } from './pin-areas';
