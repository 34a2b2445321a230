/**
 * The one test shopper's address (issue 34), for the API's tests, the component tests, the e2e suite and the
 * bench: as the API stores it (`shippingAddress`, the mobile in +91 form) and as a shopper types it into the
 * checkout (`typedShippingAddress`, the mobile as written on a card). Plain data, no imports.
 */
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

export const typedShippingAddress = { ...shippingAddress, phone: '98765 43210' };

/**
 * The same shopper's address written in Devanagari in every field (issue 57), as the API stores it: typed with the
 * mobile in Devanagari digits, it is stored in +91 form with 0-9, the rest as typed.
 */
export const hindiShippingAddress = {
  firstName: 'आशा',
  lastName: 'राव',
  address: '१२, कुम्हार गली, कोथरूड',
  city: 'पुणे',
  state: 'महाराष्ट्र',
  zipCode: '411001',
  country: 'India',
  phone: '+919876543210',
};
