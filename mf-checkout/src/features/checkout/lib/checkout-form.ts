import type { InputHTMLAttributes } from 'react';
import { PROFILE_LIMITS, type CheckoutForm, type User } from '@mitti/shared';
import {
  ADDRESS_LABELS,
  ADDRESS_MAX_LENGTH,
  addressErrors,
  phoneError,
  SHIPPING_COUNTRY,
  tooLongMessage,
} from '@mitti/shared/address';
import type { CheckoutText, CheckoutWords } from '../../../words/words';

export type CheckoutField = Exclude<keyof CheckoutForm, 'saveInfo'>;
export type CheckoutErrors = Partial<Record<CheckoutField, string>>;

export const FIELD_LABELS: Record<CheckoutField, string> = {
  firstName: ADDRESS_LABELS.firstName,
  lastName: ADDRESS_LABELS.lastName,
  email: 'Email',
  phone: ADDRESS_LABELS.phone,
  address: ADDRESS_LABELS.address,
  city: ADDRESS_LABELS.city,
  state: ADDRESS_LABELS.state,
  zipCode: ADDRESS_LABELS.zipCode,
  country: ADDRESS_LABELS.country,
};

/** The longest value the API stores for each field (its order contracts), said on the form (issue 33). */
export const FIELD_MAX_LENGTH: Record<CheckoutField, number> = { ...ADDRESS_MAX_LENGTH, email: PROFILE_LIMITS.email };

/** A typed field (every one but the country, which is said: decision 072). */
export type TypedField = Exclude<CheckoutField, 'country'>;

/**
 * How each typed field asks for its value, in every checkout form (the checkout, a class's booking, Cash on
 * Delivery's confirmation): the phone's keyboard, the browser's autofill, the hint shown in the empty field (in the
 * page's words) and whether it takes a whole row.
 */
export const FIELD_INPUTS: Record<
  TypedField,
  Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'inputMode' | 'autoComplete' | 'maxLength'> & {
    placeholder?: CheckoutText;
    wide?: boolean;
  }
> = {
  firstName: { autoComplete: 'given-name' },
  lastName: { autoComplete: 'family-name' },
  email: { type: 'email', autoComplete: 'email' },
  phone: { type: 'tel', inputMode: 'tel', autoComplete: 'tel', placeholder: '10-digit mobile number' },
  address: { autoComplete: 'street-address', wide: true },
  city: { autoComplete: 'address-level2' },
  state: { autoComplete: 'address-level1' },
  zipCode: { autoComplete: 'postal-code', inputMode: 'numeric', maxLength: 7, placeholder: '6-digit PIN code' },
};

/** Validation order, so the first invalid field can take focus. */
export const FIELD_ORDER = Object.keys(FIELD_LABELS) as CheckoutField[];

export const SAVED_INFO_KEY = 'checkoutInfo';

export function emptyCheckoutForm(email = ''): CheckoutForm {
  return {
    firstName: '',
    lastName: '',
    email,
    phone: '',
    address: '',
    city: '',
    state: '',
    zipCode: '',
    country: SHIPPING_COUNTRY,
    saveInfo: false,
  };
}

/** An account's one display name as the form's two: the first word, and the rest ('Asha Devi Rao'). */
function namesOf(displayName: string | null | undefined): Pick<CheckoutForm, 'firstName' | 'lastName'> {
  const [firstName = '', ...rest] = (displayName ?? '').split(/\s+/).filter(Boolean);
  return { firstName, lastName: rest.join(' ') };
}

/**
 * Details saved with "Save this information for next time", merged over the defaults: the signed-in account's
 * e-mail and name (issue 53: a first checkout left the name empty). The country is always India (decision 072),
 * whatever an older saved form said.
 */
export function savedCheckoutForm(account?: Pick<User, 'email' | 'displayName'> | null): CheckoutForm {
  const form = { ...emptyCheckoutForm(account?.email ?? ''), ...namesOf(account?.displayName) };
  try {
    const saved = JSON.parse(localStorage.getItem(SAVED_INFO_KEY) ?? 'null') as Partial<CheckoutForm> | null;
    if (!saved || typeof saved !== 'object') return form;
    for (const field of FIELD_ORDER) {
      if (field === 'country') continue;
      const value = saved[field];
      if (typeof value === 'string' && value) form[field] = value;
    }
    return { ...form, saveInfo: true };
  } catch {
    return form;
  }
}

/**
 * SPEC section 5: every field is required and the e-mail must look like one. The address follows the
 * shop's delivery rules (`@mitti/shared/address`, which the API applies too): India only, a 6-digit PIN
 * code, an Indian mobile. A workshop booking (`contactOnly`) checks the name, e-mail and mobile alone.
 */
export function validateCheckout(form: CheckoutForm, options: { contactOnly?: boolean } = {}): CheckoutErrors {
  const errors: CheckoutErrors = {};
  const email = form.email.trim();
  if (!email) errors.email = `${FIELD_LABELS.email} is required`;
  else if (email.length > FIELD_MAX_LENGTH.email) {
    errors.email = tooLongMessage(FIELD_LABELS.email, FIELD_MAX_LENGTH.email, email.length);
  } else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) errors.email = 'Email is invalid';
  if (options.contactOnly) {
    for (const field of ['firstName', 'lastName'] as const) {
      const length = form[field].trim().length;
      if (!length) errors[field] = `${FIELD_LABELS[field]} is required`;
      else if (length > FIELD_MAX_LENGTH[field]) {
        errors[field] = tooLongMessage(FIELD_LABELS[field], FIELD_MAX_LENGTH[field], length);
      }
    }
    const phone = phoneError(form.phone);
    if (phone) errors.phone = phone;
  } else {
    Object.assign(errors, addressErrors(form));
  }
  return Object.fromEntries(FIELD_ORDER.filter((field) => errors[field]).map((field) => [field, errors[field]]));
}

/** A field's name in the page's words ('First Name', 'पहला नाम'): catalog.test.ts holds every label to hi.ts. */
export const fieldLabel = (t: CheckoutWords, field: CheckoutField) => t(FIELD_LABELS[field] as CheckoutText);

/**
 * A field's problem in the page's words. The rules decide it (`validateCheckout`, `@mitti/shared/address`, the API's
 * too) and say it in English; the page says the same problem, its values (the field, the limit, the length) in
 * place. `value` is the field's, as checked: a problem is cleared when the value changes.
 */
export function fieldProblem(t: CheckoutWords, field: CheckoutField, problem: string, value: string): string {
  const label = FIELD_LABELS[field];
  const limit = FIELD_MAX_LENGTH[field];
  const length = value.trim().length;
  if (problem === `${label} is required`) return t('{field} is required', { field: fieldLabel(t, field) });
  if (problem === tooLongMessage(label, limit, length)) {
    return t('{field} can be at most {limit} characters (this one has {length}).', {
      field: fieldLabel(t, field),
      limit,
      length,
    });
  }
  return t(problem as CheckoutText);
}
