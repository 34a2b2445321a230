import { describe, expect, it } from '@jest/globals';
import { cookieString, readCookie } from './cookies';

describe('shell cookies', () => {
  it('sets a value for 30 days site-wide, or removes it', () => {
    expect(cookieString('mitti_signed_in', '1', false)).toBe(
      'mitti_signed_in=1; Path=/; SameSite=Lax; Max-Age=2592000',
    );
    expect(cookieString('mitti_signed_in', null, true)).toBe(
      'mitti_signed_in=; Path=/; SameSite=Lax; Secure; Max-Age=0',
    );
  });

  it("reads one cookie of a request's Cookie header, by its whole name", () => {
    const header = 'mitti_cart_old=x; mitti_cart=%5B%5D;theme=dark';
    expect(readCookie(header, 'mitti_cart')).toBe('%5B%5D');
    expect(readCookie(header, 'theme')).toBe('dark');
    expect(readCookie(header, 'mitti_signed_in')).toBeNull();
    expect(readCookie(undefined, 'mitti_cart')).toBeNull();
  });
});
