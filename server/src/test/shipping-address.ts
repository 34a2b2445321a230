/** The shipping address test orders use: the API's tests, the e2e suite and the bench. */
export const shippingAddress = {
  firstName: 'Asha',
  lastName: 'Rao',
  address: '12 Potters Lane',
  city: 'Pune',
  state: 'Maharashtra',
  zipCode: '411001',
  country: 'India',
  phone: '+919876543210',
};
