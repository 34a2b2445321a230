/** `@mitti/shared/forms`: the forms the servers answer, without React or Redux (the document server reads it). */
export * from './cart-link';
export * from './flash';
export * from './form-actions';
export * from './sign-in-link';
