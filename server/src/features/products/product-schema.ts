/**
 * The product's wire contract lives in `@mitti/shared/contracts` (decision 022), written once for the API
 * and the storefront; these names stay for the API's modules.
 */
export {
  Product as productSchema,
  type Product,
  getProductRoute as getProductSchema,
  listProductsRoute as listProductsSchema,
} from '@mitti/shared/contracts';
