import { describe, expect, it } from '@jest/globals';
import { isEmailAddress } from './email-address';

describe('isEmailAddress', () => {
  it.each(['asha@example.in', 'a.b+c@d-e.co.in', 'आशा@उदाहरण.भारत', "o'brien@example.ie"])('takes %s', (address) => {
    expect(isEmailAddress(address)).toBe(true);
  });

  it.each([
    ['no domain dot', 'asha@localhost'],
    ['two mailboxes in one', 'a,b@example.in'],
    ['a second address after a semicolon', 'a@example.in;b@example.in'],
    ['a display name', 'Asha <asha@example.in>'],
    ['a quoted local part', '"asha"@example.in'],
    ['a space', 'asha rao@example.in'],
    ['a line break that would end a header', 'asha@example.in\r\nBcc: b@example.in'],
    ['a control character', 'asha\u0007@example.in'],
    ['too long for SMTP', `${'a'.repeat(250)}@example.in`],
  ])('refuses %s', (_label, address) => {
    expect(isEmailAddress(address)).toBe(false);
  });
});
