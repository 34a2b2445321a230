/**
 * The shop's delivery rules (SPEC sections 1, 5 and 9: shipping within India only), in one place for the
 * checkout form and the API, so the two cannot drift. Plain functions, no imports: the server loads this
 * file directly through `@mitti/shared/address`.
 */

export interface AddressFields {
  firstName: string;
  lastName: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
  phone: string;
}

export type AddressField = keyof AddressFields;
export type AddressErrors = Partial<Record<AddressField, string>>;

export const SHIPPING_COUNTRY = 'India';

export const INDIA_ONLY = 'We ship within India only';
export const INVALID_PIN = 'Enter a valid 6-digit PIN code';
export const INVALID_MOBILE = 'Enter a valid Indian mobile number';
export const ADDRESS_REQUIRED = 'A shipping address in India, with a phone number, is required to deliver this order';

export const ADDRESS_LABELS: Record<AddressField, string> = {
  firstName: 'First Name',
  lastName: 'Last Name',
  address: 'Address',
  city: 'City',
  state: 'State',
  zipCode: 'PIN Code',
  country: 'Country',
  phone: 'Phone',
};

/**
 * The longest value the API stores for each field of a delivery address: the order contracts validate with
 * these and the forms say them (issue 33: every field has the limit the server enforces, said on the form).
 */
export const ADDRESS_MAX_LENGTH: Record<AddressField, number> = {
  firstName: 100,
  lastName: 100,
  address: 300,
  city: 100,
  state: 100,
  zipCode: 12,
  country: 60,
  phone: 30,
};

/** 'First Name can be at most 100 characters (this one has 300).' */
export function tooLongMessage(label: string, limit: number, length?: number): string {
  return `${label} can be at most ${limit} characters${length ? ` (this one has ${length})` : ''}.`;
}

/** Field order, for the first-error-first message. */
export const ADDRESS_FIELDS = Object.keys(ADDRESS_LABELS) as AddressField[];

/**
 * SPEC section 5: strip non-digits; a 10-digit number starting 6-9 gets +91; 12 digits starting 91 (or 11
 * starting 91) gets +; anything else gets +91 prefixed. One reading added (decision 038): a mobile written with
 * India's trunk prefix 0 ("098200 12345", 11 digits), or with 0091, 091 or +91 0 before it, is that mobile:
 * the SPEC's rule would have made +9109820012345, which no phone has.
 */
export function normalizePhone(input: string): string {
  const digits = latinDigits(input).replace(/\D/g, '');
  const mobile = /^(?:0|00|91|091|0091|910)?([6-9]\d{9})$/.exec(digits);
  if (mobile) return `+91${mobile[1]}`;
  if ((digits.length === 12 || digits.length === 11) && digits.startsWith('91')) return `+${digits}`;
  return `+91${digits}`;
}

/** An Indian mobile after normalisation: +91 and ten digits starting 6-9. */
export function isIndianMobile(input: string): boolean {
  return /^\+91[6-9]\d{9}$/.test(normalizePhone(input));
}

/**
 * Digits as a Hindi keyboard may type them, Devanagari (०-९), as the ones the shop stores (0-9): a mobile or a PIN
 * code typed on a Hindi page is the same number (issue 57).
 */
export function latinDigits(input: string): string {
  return input.replace(/[\u0966-\u096F]/g, (digit) => String(digit.charCodeAt(0) - 0x0966));
}

/** A PIN code as typed, without spaces ("411 001" is "411001"), its digits 0-9 ("४११००१" is "411001"). */
export function normalizePin(input: string): string {
  return latinDigits(input).replace(/\s/g, '');
}

/** Six digits, the first not 0. */
export function isPinCode(input: string): boolean {
  return /^[1-9]\d{5}$/.test(normalizePin(input));
}

export const isShippingCountry = (country: string) => country.trim().toLowerCase() === SHIPPING_COUNTRY.toLowerCase();

/** The phone's problem, or null when it is a valid Indian mobile. */
export function phoneError(phone: string | null | undefined): string | null {
  if (!phone?.trim()) return `${ADDRESS_LABELS.phone} is required`;
  return isIndianMobile(phone) ? null : INVALID_MOBILE;
}

/** Every problem with a shipping address, by field: required fields, India only, PIN code and mobile. */
export function addressErrors(address: Partial<Record<AddressField, unknown>>): AddressErrors {
  const errors: AddressErrors = {};
  const text = (field: AddressField) => {
    const value = address[field];
    return typeof value === 'string' ? value.trim() : '';
  };
  for (const field of ADDRESS_FIELDS) {
    const length = text(field).length;
    if (!length) errors[field] = `${ADDRESS_LABELS[field]} is required`;
    else if (length > ADDRESS_MAX_LENGTH[field]) {
      errors[field] = tooLongMessage(ADDRESS_LABELS[field], ADDRESS_MAX_LENGTH[field], length);
    }
  }
  if (!errors.country && !isShippingCountry(text('country'))) errors.country = INDIA_ONLY;
  if (!errors.zipCode && !isPinCode(text('zipCode'))) errors.zipCode = INVALID_PIN;
  if (!errors.phone && !isIndianMobile(text('phone'))) errors.phone = INVALID_MOBILE;
  return errors;
}

/** The first problem of an address, in field order (India only first), or null when it can be delivered to. */
export function firstAddressError(address: Partial<Record<AddressField, unknown>>): string | null {
  const errors = addressErrors(address);
  if (errors.country === INDIA_ONLY) return INDIA_ONLY;
  const field = ADDRESS_FIELDS.find((name) => errors[name]);
  return field ? errors[field]! : null;
}

/** The address as stored: trimmed, India spelt as listed, PIN without spaces and the phone as +91... */
export function normalizeAddress(address: AddressFields): AddressFields {
  return {
    firstName: address.firstName.trim(),
    lastName: address.lastName.trim(),
    address: address.address.trim(),
    city: address.city.trim(),
    state: address.state.trim(),
    zipCode: normalizePin(address.zipCode),
    country: SHIPPING_COUNTRY,
    phone: normalizePhone(address.phone),
  };
}
