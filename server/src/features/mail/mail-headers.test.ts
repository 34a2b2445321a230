import { describe, expect, it } from '@jest/globals';
import { headerText } from './mail-headers';

describe('headerText', () => {
  it('turns line breaks and control characters into spaces, so nothing typed can start a header', () => {
    expect(headerText('Asha\r\nBcc: thief@evil.test')).toBe('Asha Bcc: thief@evil.test');
    expect(headerText('Asha\rRao\nSubject: x')).toBe('Asha Rao Subject: x');
    expect(headerText('Asha\u0085Rao\u2028\u2029Mehta\u0000\u0007')).toBe('Asha Rao Mehta');
    expect(headerText('  Tab\there  ')).toBe('Tab here');
  });

  it('keeps every letter and emoji, and caps the length', () => {
    expect(headerText('मिट्टी स्टूडियो 🏺 Café')).toBe('मिट्टी स्टूडियो 🏺 Café');
    expect(headerText('x'.repeat(1000))).toHaveLength(250);
  });
});
