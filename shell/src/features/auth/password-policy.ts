export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_POLICY_MESSAGE = 'Password does not meet security requirements';
export const PASSWORD_POLICY_HINT =
  'At least 8 characters, with an uppercase letter, a lowercase letter, a number and a punctuation mark.';

/** SPEC section 5: 8+ characters with an uppercase letter, a lowercase letter, a number and a punctuation mark. */
export function meetsPasswordPolicy(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN_LENGTH &&
    /\p{Lu}/u.test(password) &&
    /\p{Ll}/u.test(password) &&
    /\p{Nd}/u.test(password) &&
    /[\p{P}\p{S}]/u.test(password)
  );
}

export interface RegistrationValues {
  displayName: string;
  email: string;
  password: string;
  confirmPassword: string;
}

export interface RegistrationErrors {
  form?: string;
  password?: string;
  confirmPassword?: string;
}

/** Checks in SPEC order: all fields, then the password policy, then the confirmation. */
export function validateRegistration(values: RegistrationValues): RegistrationErrors {
  const errors: RegistrationErrors = {};
  if (Object.values(values).some((value) => !value.trim())) errors.form = 'Please fill out all fields';
  if (values.password && !meetsPasswordPolicy(values.password)) errors.password = PASSWORD_POLICY_MESSAGE;
  if (values.confirmPassword && values.confirmPassword !== values.password) {
    errors.confirmPassword = 'Passwords do not match';
  }
  return errors;
}

export const isRegistrationValid = (values: RegistrationValues) =>
  Object.keys(validateRegistration(values)).length === 0;
