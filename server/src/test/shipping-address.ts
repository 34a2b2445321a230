/** The shipping address test orders use: the one fixture in `@mitti/shared/test-address` (issue 34). */
export { shippingAddress } from '@mitti/shared/test-address';
