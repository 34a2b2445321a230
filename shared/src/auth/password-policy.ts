const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_POLICY_MESSAGE = 'Password does not meet security requirements';
export const PASSWORD_POLICY_HINT =
  'At least 8 characters, with an uppercase letter, a lowercase letter, a number and a punctuation mark.';

/**
 * SPEC section 5 (register): 8+ characters with an uppercase letter, a lowercase letter, a number and a
 * punctuation mark. One rule for sign-up (shell) and the account's password change (mf-account).
 */
export function meetsPasswordPolicy(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN_LENGTH &&
    /\p{Lu}/u.test(password) &&
    /\p{Ll}/u.test(password) &&
    /\p{Nd}/u.test(password) &&
    /[\p{P}\p{S}]/u.test(password)
  );
}
