export type * from './product';
export type * from './workshop';
export type * from './order';
export type * from './user';
export type * from './review';
export { WORKSHOP_DEFAULTS } from './workshop';
