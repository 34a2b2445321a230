import { meetsPasswordPolicy, PASSWORD_POLICY_MESSAGE } from '@mitti/shared';

export { meetsPasswordPolicy, PASSWORD_POLICY_HINT, PASSWORD_POLICY_MESSAGE } from '@mitti/shared';

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
