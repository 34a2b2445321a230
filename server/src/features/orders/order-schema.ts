/**
 * The orders' wire contracts live in `@mitti/shared/contracts` (decision 022), written once for the API and the
 * storefront; the routes take their schemas from there. These names stay for modules that import them here.
 */
export { Order as orderResponseSchema, OrderIdParams as orderIdParams } from '@mitti/shared/contracts';
