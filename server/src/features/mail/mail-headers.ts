/**
 * Text that goes into a header (a subject, a display name): line breaks and other control characters become a
 * space, so nothing typed into a form can end a header and start another (header injection). nodemailer then
 * encodes what is left (RFC 2047) and folds long lines itself.
 */
export function headerText(value: string): string {
  return value
    .replace(/[\p{Cc}\u2028\u2029]+/gu, ' ')
    .replace(/ {2,}/g, ' ')
    .trim()
    .slice(0, 250);
}
