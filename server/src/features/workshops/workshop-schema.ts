/**
 * The workshop's wire contract lives in `@mitti/shared/contracts` (decision 022), written once for the API
 * and the storefront; these names stay for the API's modules.
 */
export {
  Workshop as workshopSchema,
  type Workshop,
  getWorkshopRoute as getWorkshopSchema,
  listWorkshopsRoute as listWorkshopsSchema,
} from '@mitti/shared/contracts';
