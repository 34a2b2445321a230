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
  });
});
