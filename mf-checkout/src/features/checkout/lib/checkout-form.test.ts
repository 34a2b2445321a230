import { describe, expect, it } from 'vitest';
import { emptyCheckoutForm, validateCheckout } from './checkout-form';

describe('validateCheckout', () => {
  it('requires every field, with India as the default country', () => {
    const form = emptyCheckoutForm();
    expect(form.country).toBe('India');
    expect(validateCheckout(form)).toEqual({
      firstName: 'First Name is required',
      lastName: 'Last Name is required',
      email: 'Email is required',
      phone: 'Phone is required',
      address: 'Address is required',
      city: 'City is required',
      state: 'State is required',
      zipCode: 'ZIP / PIN Code is required',
    });
  });

  it('checks the e-mail shape and accepts a complete form', () => {
    const form = {
      ...emptyCheckoutForm('asha@'),
      firstName: 'Asha',
      lastName: 'Rao',
      phone: '98765 43210',
      address: '12 Potters Lane',
      city: 'Pune',
      state: 'Maharashtra',
      zipCode: '411001',
    };
    expect(validateCheckout(form)).toEqual({ email: 'Email is invalid' });
    expect(validateCheckout({ ...form, email: 'asha@example.in' })).toEqual({});
  });
});
