/**
 * SPEC section 5: strip non-digits; a 10-digit number starting 6-9 gets +91; 12 digits starting 91 (or 11
 * starting 91) gets +; anything else gets +91 prefixed.
 */
export function normalizePhone(input: string): string {
  const digits = input.replace(/\D/g, '');
  if (digits.length === 10 && /^[6-9]/.test(digits)) return `+91${digits}`;
  if ((digits.length === 12 || digits.length === 11) && digits.startsWith('91')) return `+${digits}`;
  return `+91${digits}`;
}
