import { describe, expect, it } from '@jest/globals';
import {
  isRegistrationValid,
  meetsPasswordPolicy,
  validateRegistration,
  type RegistrationValues,
} from './password-policy';

/** What an English page says for each problem. */
const problemsIn = (values: RegistrationValues) =>
  Object.fromEntries(Object.entries(validateRegistration(values)).map(([field, said]) => [field, said.message]));

describe('meetsPasswordPolicy', () => {
  it.each(['Clay-pots-42!', 'Aa1!aaaa', 'Kiln#Fire9', 'Glaze 2024$x'])('accepts %s', (password) => {
    expect(meetsPasswordPolicy(password)).toBe(true);
  });

  it.each([
    ['too short', 'Aa1!aaa'],
    ['no uppercase', 'clay-pots-42!'],
    ['no lowercase', 'CLAY-POTS-42!'],
    ['no number', 'Clay-pots-!!'],
    ['no punctuation', 'Claypots42'],
    ['empty', ''],
  ])('refuses a password with %s', (_reason, password) => {
    expect(meetsPasswordPolicy(password)).toBe(false);
  });
});

describe('validateRegistration', () => {
  const valid = {
    displayName: 'Asha Rao',
    email: 'asha@example.com',
    password: 'Clay-pots-42!',
    confirmPassword: 'Clay-pots-42!',
  };

  it('passes a complete, strong, matching form', () => {
    expect(problemsIn(valid)).toEqual({});
    expect(isRegistrationValid(valid)).toBe(true);
  });

  it('asks for every field', () => {
    expect(problemsIn({ ...valid, displayName: '  ' })).toEqual({ form: 'Please fill out all fields' });
    expect(isRegistrationValid({ ...valid, email: '' })).toBe(false);
  });

  it('explains a weak password and a mismatched confirmation', () => {
    expect(problemsIn({ ...valid, password: 'weak', confirmPassword: 'weak' })).toEqual({
      password: 'Password does not meet security requirements',
    });
    expect(problemsIn({ ...valid, confirmPassword: 'Clay-pots-43!' })).toEqual({
      confirmPassword: 'Passwords do not match',
    });
  });
});
