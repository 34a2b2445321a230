import { describe, expect, it } from '@jest/globals';
import { emptyCheckoutForm, validateCheckout } from './checkout-form';
import { typedShippingAddress } from '../../../../../shared/test/shipping-address';

const complete = {
  ...emptyCheckoutForm('asha@example.in'),
  ...typedShippingAddress,
};

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
      zipCode: 'PIN Code is required',
    });
  });

  it('checks the e-mail shape and accepts a complete form', () => {
    expect(validateCheckout({ ...complete, email: 'asha@' })).toEqual({ email: 'Email is invalid' });
    expect(validateCheckout(complete)).toEqual({});
  });

  it('ships within India only, to a 6-digit PIN code, with an Indian mobile', () => {
    expect(validateCheckout({ ...complete, country: 'United States' })).toEqual({
      country: 'We ship within India only',
    });
    for (const zipCode of ['4000', 'ABCDEF', '012345']) {
      expect(validateCheckout({ ...complete, zipCode })).toEqual({ zipCode: 'Enter a valid 6-digit PIN code' });
    }
    expect(validateCheckout({ ...complete, phone: '1234567890' })).toEqual({
      phone: 'Enter a valid Indian mobile number',
    });
    for (const phone of ['+91 98765 43210', '919876543210'])
      expect(validateCheckout({ ...complete, phone })).toEqual({});
  });

  it('asks a workshop booking only for the name, e-mail and a valid mobile', () => {
    const contact = { ...emptyCheckoutForm('asha@example.in'), firstName: 'Asha', lastName: 'Rao', country: 'Japan' };
    expect(validateCheckout({ ...contact, phone: '98765 43210' }, { contactOnly: true })).toEqual({});
    expect(validateCheckout({ ...contact, phone: '12345' }, { contactOnly: true })).toEqual({
      phone: 'Enter a valid Indian mobile number',
    });
    expect(validateCheckout({ ...contact, firstName: '' }, { contactOnly: true })).toEqual({
      firstName: 'First Name is required',
      phone: 'Phone is required',
    });
  });
});
