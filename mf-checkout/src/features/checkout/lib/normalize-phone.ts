/** The SPEC's phone normalisation lives with the shop's other delivery rules, shared with the API. */
export { normalizePhone } from '@mitti/shared/address';
