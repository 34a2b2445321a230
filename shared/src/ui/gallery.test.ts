import { describe, expect, it, jest } from '@jest/globals';
import type { MouseEvent } from 'react';
import { galleryControl, galleryIndexFrom, wrapIndex } from './gallery';

describe('wrapIndex', () => {
  it('wraps around both ends', () => {
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(1, 3)).toBe(1);
    expect(wrapIndex(5, 0)).toBe(0);
  });
});

describe("a gallery's photo in the address", () => {
  it('is the photo ?view= names, counted from 1', () => {
    expect(galleryIndexFrom('?view=2', 3)).toBe(1);
    expect(galleryIndexFrom('?visit=a&view=3', 3)).toBe(2);
    expect(galleryIndexFrom('', 3)).toBe(0);
  });

  it('is the first photo for a view the gallery does not have, whatever the bytes', () => {
    for (const view of ['0', '4', '-1', '1.5', 'Infinity', 'abc', '%00', '99999999999999999999', '']) {
      expect(galleryIndexFrom(`?view=${view}`, 3)).toBe(0);
    }
    expect(galleryIndexFrom('?view=1', 0)).toBe(0);
  });

  it("makes a control the form's submit that the app takes over", () => {
    const select = jest.fn();
    const control = galleryControl(2, select);
    expect(control).toMatchObject({ type: 'submit', name: 'view', value: '3' });
    const preventDefault = jest.fn();
    control.onClick({ preventDefault } as unknown as MouseEvent);
    expect(preventDefault).toHaveBeenCalled();
    expect(select).toHaveBeenCalledWith(2);
  });
});
