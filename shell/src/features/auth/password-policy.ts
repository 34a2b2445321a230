import { meetsPasswordPolicy, type MessageDescriptor } from '@mitti/shared';
import { signInMessages as m } from '../../i18n/sign-in-messages';

export { meetsPasswordPolicy } from '@mitti/shared';

export interface RegistrationValues {
  displayName: string;
  email: string;
  password: string;
  confirmPassword: string;
}

/** What the form says is wrong, each a message the page words. */
export interface RegistrationErrors {
  form?: MessageDescriptor;
  password?: MessageDescriptor;
  confirmPassword?: MessageDescriptor;
}

/** Checks in SPEC order: all fields, then the password policy, then the confirmation. */
export function validateRegistration(values: RegistrationValues): RegistrationErrors {
  const errors: RegistrationErrors = {};
  if (Object.values(values).some((value) => !value.trim())) errors.form = m.fillAllFields;
  if (values.password && !meetsPasswordPolicy(values.password)) errors.password = m.passwordPolicy;
  if (values.confirmPassword && values.confirmPassword !== values.password) {
    errors.confirmPassword = m.passwordsDoNotMatch;
  }
  return errors;
}

export const isRegistrationValid = (values: RegistrationValues) =>
  Object.keys(validateRegistration(values)).length === 0;
