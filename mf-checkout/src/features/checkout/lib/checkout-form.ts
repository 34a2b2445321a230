import type { CheckoutForm } from '@mitti/shared';

export const COUNTRIES = ['India', 'United States', 'United Kingdom', 'Canada', 'Australia', 'Japan'] as const;

export type CheckoutField = Exclude<keyof CheckoutForm, 'saveInfo'>;
export type CheckoutErrors = Partial<Record<CheckoutField, string>>;

export const FIELD_LABELS: Record<CheckoutField, string> = {
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  phone: 'Phone',
  address: 'Address',
  city: 'City',
  state: 'State',
  zipCode: 'ZIP / PIN Code',
  country: 'Country',
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
    country: 'India',
    saveInfo: false,
  };
}

/** Details saved with "Save this information for next time", merged over the defaults. */
export function savedCheckoutForm(email = ''): CheckoutForm {
  const form = emptyCheckoutForm(email);
  try {
    const saved = JSON.parse(localStorage.getItem(SAVED_INFO_KEY) ?? 'null') as Partial<CheckoutForm> | null;
    if (!saved || typeof saved !== 'object') return form;
    for (const field of FIELD_ORDER) {
      const value = saved[field];
      if (typeof value === 'string' && value) form[field] = value;
    }
    return { ...form, saveInfo: true };
  } catch {
    return form;
  }
}

/** SPEC section 5: every field is required; the e-mail must look like one and the phone must have digits. */
export function validateCheckout(form: CheckoutForm): CheckoutErrors {
  const errors: CheckoutErrors = {};
  for (const field of FIELD_ORDER) {
    if (!form[field].trim()) errors[field] = `${FIELD_LABELS[field]} is required`;
  }
  if (!errors.email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(form.email.trim())) errors.email = 'Email is invalid';
  if (!errors.phone && form.phone.replace(/\D/g, '').length < 7) errors.phone = 'Phone number is invalid';
  return errors;
}
