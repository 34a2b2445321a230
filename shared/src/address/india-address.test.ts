import { describe, expect, it } from '@jest/globals';
import {
  addressErrors,
  firstAddressError,
  INDIA_ONLY,
  INVALID_MOBILE,
  INVALID_PIN,
  isIndianMobile,
  isPinCode,
  normalizeAddress,
  normalizePhone,
  phoneError,
} from './india-address';
import { typedShippingAddress } from '../../test/shipping-address';

const address = typedShippingAddress;

describe('normalizePhone (SPEC section 5)', () => {
  it.each([
    ['9876543210', '+919876543210'],
    ['98765 43210', '+919876543210'],
    ['(987) 654-3210', '+919876543210'],
    ['6000000000', '+916000000000'],
    ['919876543210', '+919876543210'],
    ['+91 98765 43210', '+919876543210'],
    ['91987654321', '+91987654321'],
    ['5876543210', '+915876543210'],
    ['02212345678', '+9102212345678'],
    ['12345', '+9112345'],
    // The trunk 0 Indian numbers are often written with (issue 33), and the international 00 (decision 038).
    ['098200 12345', '+919820012345'],
    ['09820012345', '+919820012345'],
    ['+91 098200 12345', '+919820012345'],
    ['0091 98200 12345', '+919820012345'],
    // Typed on a Hindi keyboard, in Devanagari digits (issue 57).
    ['९८७६५ ४३२१०', '+919876543210'],
  ])('%s -> %s', (input, expected) => {
    expect(normalizePhone(input)).toBe(expected);
  });
});

describe('India-only delivery rules', () => {
  it.each(['4000', 'ABCDEF', '012345', '40000', '4000011', '41100A', ''])('refuses the PIN code %j', (pin) => {
    expect(isPinCode(pin)).toBe(false);
  });

  it.each(['400001', '411001', '110 001', ' 560034 ', '४११००१', '४११ ००१'])('accepts the PIN code %j', (pin) => {
    expect(isPinCode(pin)).toBe(true);
  });

  it('stores a PIN code and a mobile typed in Devanagari digits as the same numbers in 0-9', () => {
    const hindi = { ...address, zipCode: '४११ ००१', phone: '९८७६५ ४३२१०' };
    expect(addressErrors(hindi)).toEqual({});
    expect(normalizeAddress(hindi)).toMatchObject({ zipCode: '411001', phone: '+919876543210' });
  });

  it.each(['1234567890', '5876543210', '12345', '91987654321', '+1 415 555 0100', '0987654321', ''])(
    'refuses the phone %j',
    (phone) => {
      expect(isIndianMobile(phone)).toBe(false);
    },
  );

  it.each(['98765 43210', '+91 98765 43210', '919876543210', '9876543210', '(987) 654-3210', '6000000000'])(
    'accepts the phone %j',
    (phone) => {
      expect(isIndianMobile(phone)).toBe(true);
    },
  );

  it('explains the phone problem', () => {
    expect(phoneError('')).toBe('Phone is required');
    expect(phoneError('1234567890')).toBe(INVALID_MOBILE);
    expect(phoneError('98765 43210')).toBeNull();
  });

  it('accepts a complete Indian address and names every problem of a bad one', () => {
    expect(addressErrors(address)).toEqual({});
    expect(firstAddressError(address)).toBeNull();
    expect(
      addressErrors({ ...address, city: ' ', zipCode: 'ABCDEF', phone: '1234567890', country: 'United States' }),
    ).toEqual({ city: 'City is required', zipCode: INVALID_PIN, phone: INVALID_MOBILE, country: INDIA_ONLY });
    expect(addressErrors({})).toMatchObject({
      firstName: 'First Name is required',
      zipCode: 'PIN Code is required',
    });
  });

  it('names the limit the API stores for a field that is too long, in plain words', () => {
    expect(addressErrors({ ...address, firstName: 'A'.repeat(300), address: 'B'.repeat(301) })).toEqual({
      firstName: 'First Name can be at most 100 characters (this one has 300).',
      address: 'Address can be at most 300 characters (this one has 301).',
    });
    expect(addressErrors({ ...address, firstName: 'A'.repeat(100) })).toEqual({});
  });

  it('puts India-only first, then the first field in form order', () => {
    expect(firstAddressError({ ...address, zipCode: '4000', country: 'United States' })).toBe(INDIA_ONLY);
    expect(firstAddressError({ ...address, zipCode: '4000', phone: '123' })).toBe(INVALID_PIN);
    expect(firstAddressError({ ...address, phone: 42 })).toBe('Phone is required');
  });

  it('stores the address trimmed, with the PIN unspaced and the phone as +91', () => {
    expect(normalizeAddress({ ...address, city: ' Pune ', zipCode: '411 001', country: 'india' })).toEqual({
      ...address,
      zipCode: '411001',
      country: 'India',
      phone: '+919876543210',
    });
  });
});
