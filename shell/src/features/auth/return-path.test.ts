import { describe, expect, it } from '@jest/globals';
import { returnPath } from './return-path';

describe('returnPath', () => {
  it('returns to the protected page the visitor came from', () => {
    expect(returnPath({ from: { pathname: '/orders', search: '?page=2', hash: '' } })).toBe('/orders?page=2');
  });

  it('goes home otherwise', () => {
    expect(returnPath(null)).toBe('/');
    expect(returnPath({})).toBe('/');
    expect(returnPath({ from: { pathname: '/login' } })).toBe('/');
    expect(returnPath({ from: { pathname: 'https://evil.example' } })).toBe('/');
    expect(returnPath({ from: { pathname: '/.//evil.example' } })).toBe('/');
  });
});

describe('returnPath from a sign-in link', () => {
  it('returns to the page the link names (the wishlist heart of a signed-out shopper)', () => {
    expect(returnPath(null, '?from=%2Fproduct%2Foat-bowl%3Fx%3D1&reason=wishlist')).toBe('/product/oat-bowl?x=1');
  });

  it('never leaves the site, and never loops back to /login', () => {
    expect(returnPath(null, '?from=%2F%2Fevil.example')).toBe('/');
    expect(returnPath(null, '?from=https%3A%2F%2Fevil.example')).toBe('/');
    expect(returnPath(null, '?from=%2F%5Cevil.example')).toBe('/');
    // Resolved before they are checked (issue 54): a signed-in shopper lands on the home page, not an error page.
    expect(returnPath(null, '?from=%2F.%2F%2Fevil.example')).toBe('/');
    expect(returnPath(null, '?from=%2F%252F%252Fevil.example')).toBe('/');
    expect(returnPath(null, '?from=/.//evil.example')).toBe('/');
    expect(returnPath(null, '?from=%2Flogin%3Ffrom%3D%2Fx')).toBe('/');
  });
});
