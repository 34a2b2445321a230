import { describe, expect, it } from 'vitest';
import { normalizePhone } from './normalize-phone';

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
  ])('%s -> %s', (input, expected) => {
    expect(normalizePhone(input)).toBe(expected);
  });
});
