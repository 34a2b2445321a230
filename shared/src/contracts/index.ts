/**
 * Every API route's contract (decision record 022). The API imports the schemas at run time through
 * `@mitti/shared/contracts`; the storefront takes only their types (`import type`, `Static<typeof X>`).
 */
export * from './common';
export * from './auth';
export * from './products';
export * from './workshops';
export * from './orders';
export * from './payments';
export * from './documents';
export * from './forms';
export { CONTACT_LIMITS, PROFILE_LIMITS } from './form-limits';
export * from './email-address';
export * from './delivery';
export * from './admin-products';
export * from './admin-workshops';
export * from './admin-orders';
export * from './admin-inbox';
export * from './admin-mail';
export * from './reviews';
export * from './real-user-metrics';
