/**
 * What happened to a form the servers answered (post/redirect/get, decision 035), shown on the page the
 * shopper is sent back to: the SPEC's own text ('{name} added to cart', '{name} is out of stock', the contact
 * thank-you). It travels in a short-lived cookie to the next document, which renders it and drops the cookie.
 */
export interface Flash {
  kind: 'success' | 'error' | 'info';
  text: string;
  /** The form it answers, when that form shows it in place (the contact form, the newsletter box). */
  form?: string;
  /** What the shopper typed, when the form is shown again with the problems. */
  fields?: Record<string, string>;
  /** Each field's problem, by field name. */
  errors?: Record<string, string>;
}

const FLASH_KINDS: readonly Flash['kind'][] = ['success', 'error', 'info'];

const stringRecord = (value: unknown): value is Record<string, string> =>
  !!value && typeof value === 'object' && Object.values(value).every((v) => typeof v === 'string');

/** A flash as a cookie carries it, or null for anything else (edited by hand, truncated). */
export function parseFlash(value: string | undefined): Flash | null {
  if (!value) return null;
  try {
    const flash = JSON.parse(value) as Partial<Flash>;
    if (!FLASH_KINDS.includes(flash.kind as Flash['kind']) || typeof flash.text !== 'string') return null;
    return {
      kind: flash.kind!,
      text: flash.text,
      ...(typeof flash.form === 'string' ? { form: flash.form } : {}),
      ...(stringRecord(flash.fields) ? { fields: flash.fields } : {}),
      ...(stringRecord(flash.errors) ? { errors: flash.errors } : {}),
    };
  } catch {
    return null;
  }
}

/** How long a flash stays on screen: SPEC section 9's toasts, 2000 ms for success, 4000 ms otherwise. */
export const flashDurationMs = (flash: Pick<Flash, 'kind'>): number => (flash.kind === 'success' ? 2000 : 4000);

/** The flash a form shows in place (contact, newsletter), or null when the flash is not for it. */
export const flashFor = (flash: Flash | null, form: string): Flash | null => (flash?.form === form ? flash : null);
