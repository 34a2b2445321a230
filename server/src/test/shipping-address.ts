/** The shipping address test orders use: the one fixture in `shared/test/shipping-address.ts` (issue 34). */
export { shippingAddress } from '../../../shared/test/shipping-address';
