/**
 * One e-mail address, as the shop's forms take it: something@domain.tld with no spaces. Characters that would let
 * one field name several mailboxes or carry a display name (`,` `;` `<` `>` `"` parentheses, brackets, a
 * backslash) and control characters are refused, so an address the shop mails is always exactly one recipient.
 * Letters of any script stay allowed. Plain code, so the browser gets no schema library.
 */
const PART = String.raw`[^\s\p{Cc}@,;<>"()[\]\\]+`;
const EMAIL_ADDRESS = new RegExp(`^${PART}@${PART}\\.${PART}$`, 'u');

/** The longest address SMTP carries (RFC 5321: a 256-octet path less its angle brackets). */
export const EMAIL_ADDRESS_MAX = 254;

export function isEmailAddress(value: string): boolean {
  return value.length <= EMAIL_ADDRESS_MAX && EMAIL_ADDRESS.test(value);
}
