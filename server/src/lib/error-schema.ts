/**
 * The error body and the catalogue id, from the API's contracts (`@mitti/shared/contracts`, decision 022);
 * kept under these names for the routes that import them from here.
 */
export {
  CatalogueIdParams as idParamsSchema,
  ErrorBody as errorResponseSchema,
  errorResponses,
} from '@mitti/shared/contracts';
