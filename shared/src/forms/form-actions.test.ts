import { describe, expect, it } from '@jest/globals';
import { parseFlash } from './flash';
import { formFields, safeReturnPath } from './form-actions';
import { signInPath, signInReason } from './sign-in-link';

describe('where a form sends the shopper back to', () => {
  it('is a path on this site, with its query', () => {
    expect(safeReturnPath('/store?tag=vase&sort=price-asc')).toBe('/store?tag=vase&sort=price-asc');
    expect(safeReturnPath('/product/oat-bowl')).toBe('/product/oat-bowl');
  });

  it('keeps a path with dot segments on this site, resolved', () => {
    expect(safeReturnPath('/store/../product/oat-bowl?x=1')).toBe('/product/oat-bowl?x=1');
    expect(safeReturnPath('/./cart')).toBe('/cart');
  });

  it('is never another site, whatever the bytes', () => {
    for (const value of [
      'https://evil.example',
      '//evil.example/x',
      '/\\evil.example',
      '/\tevil',
      '/\n//evil.example',
      'javascript:alert(1)',
      '',
      null,
      undefined,
      '/'.repeat(3000),
      // Resolved before they are checked (issue 54): each of these is `//evil.example` to a browser.
      '/.//evil.example',
      '/./\\evil.example',
      '/x/..//evil.example',
      '/%2F%2Fevil.example',
      '/%2f%5Cevil.example',
      '/%E0%A4%A',
    ]) {
      expect(safeReturnPath(value, '/cart')).toBe('/cart');
    }
  });
});

describe('a flash in its cookie', () => {
  it('is read back, or ignored when it is not one', () => {
    const flash = {
      kind: 'error',
      text: 'Name is required',
      form: 'contact',
      fields: { name: '' },
      errors: { name: 'Name is required' },
    };
    expect(parseFlash(JSON.stringify(flash))).toEqual(flash);
    expect(parseFlash(JSON.stringify({ kind: 'alarm', text: 'x' }))).toBeNull();
    expect(parseFlash(JSON.stringify({ kind: 'success', text: 'x', fields: { name: 7 } }))).toEqual({
      kind: 'success',
      text: 'x',
    });
    expect(parseFlash('{oops')).toBeNull();
    expect(parseFlash(undefined)).toBeNull();
  });
});

describe('a sign-in link', () => {
  it('says why, and where to come back to', () => {
    const link = new URL(signInPath('/product/oat-bowl?a=1', 'wishlist'), 'http://localhost');
    expect(link.pathname).toBe('/login');
    expect(link.searchParams.get('from')).toBe('/product/oat-bowl?a=1');
    expect(signInReason(link.searchParams)).toBe('wishlist');
    expect(signInReason(new URLSearchParams('reason=other'))).toBeNull();
  });
});

describe("a form's fields as posted", () => {
  it('are the fields its declaration names, as text, whether the browser posted them or the app read them', () => {
    const post = new URLSearchParams({
      intent: 'add',
      productId: 'oat-bowl',
      quantity: '2',
      returnTo: '/store',
      x: '1',
    });
    expect(formFields('cart', post)).toEqual({ intent: 'add', productId: 'oat-bowl', quantity: '2' });
    const data = new FormData();
    data.set('email', 'asha@example.com');
    expect(formFields('newsletter', data)).toEqual({ email: 'asha@example.com' });
  });

  it('leave out a field that was not sent, or was sent as a file, rather than reading it as text', () => {
    const data = new FormData();
    data.set('intent', 'buy');
    data.set('productId', new Blob(['oat-bowl']));
    expect(formFields('cart', data)).toEqual({ intent: 'buy', productId: undefined, quantity: undefined });
  });
});
