import { describe, expect, it } from '@jest/globals';
import { authErrorMessage as said, type AuthAction } from './auth-errors';
import { say } from '../../i18n/said';
import { documentMessages } from '../../i18n/document-words';
import { createHindiTranslator } from '../../i18n/hindi-translator';
import { authUnavailableError } from './auth-provider';

/** The words an English page shows for what failed. */
const authErrorMessage = (action: AuthAction, error: unknown) =>
  say((message) => message.message ?? message.id, said(action, error));

const firebaseError = (code: string, message = `Firebase: Error (${code}).`) =>
  Object.assign(new Error(message), { code });

const cases: [AuthAction, string, string][] = [
  ['signIn', 'auth/invalid-credential', 'Incorrect username or password. Please try again.'],
  ['signIn', 'auth/invalid-email', 'Incorrect username or password. Please try again.'],
  ['signIn', 'auth/user-not-found', 'Incorrect username or password. Please try again.'],
  ['signIn', 'auth/wrong-password', 'Incorrect username or password. Please try again.'],
  [
    'signIn',
    'auth/too-many-requests',
    'Too many failed login attempts. Please try again later or reset your password.',
  ],
  ['signIn', 'auth/network-request-failed', 'Failed to log in. Please try again.'],
  ['googleSignIn', 'auth/popup-closed-by-user', 'Login canceled. Please try again.'],
  ['googleSignIn', 'auth/popup-blocked', 'Failed to sign in with Google. Please try again.'],
  ['forgotPassword', 'auth/invalid-email', 'Failed to send reset email. Please try again.'],
  ['register', 'auth/email-already-in-use', 'This email is already registered. Please use a different email or login'],
  ['register', 'auth/invalid-email', 'Invalid email address format'],
  ['register', 'auth/weak-password', 'Password is too weak. Please follow the password requirements'],
  [
    'register',
    'auth/password-does-not-meet-requirements',
    'Password is too weak. Please follow the password requirements',
  ],
  ['register', 'auth/internal-error', 'Failed to create account. Please try again.'],
  ['googleSignUp', 'auth/popup-closed-by-user', 'Sign-in was cancelled'],
  ['googleSignUp', 'auth/popup-blocked', 'Popup was blocked by your browser. Please allow popups for this site'],
  ['googleSignUp', 'auth/internal-error', 'Failed to sign up with Google. Please try again.'],
  ['resetPassword', 'auth/invalid-email', 'Invalid email address format'],
  ['resetPassword', 'auth/too-many-requests', 'Failed to send reset email. Please try again.'],
  ['sendLoginLink', 'auth/invalid-email', 'Invalid email address format'],
  ['sendLoginLink', 'auth/operation-not-allowed', 'Failed to send login link. Please try again.'],
  [
    'completeLoginLink',
    'auth/invalid-action-code',
    'This link is invalid or has already been used. Please request a new login link.',
  ],
  [
    'completeLoginLink',
    'auth/expired-action-code',
    'This link is invalid or has already been used. Please request a new login link.',
  ],
];

describe('authErrorMessage', () => {
  it.each(cases)('%s with %s reads "%s"', (action, code, message) => {
    expect(authErrorMessage(action, firebaseError(code))).toBe(message);
  });

  it('uses the fallback for values without a code', () => {
    expect(authErrorMessage('signIn', 'boom')).toBe('Failed to log in. Please try again.');
    expect(authErrorMessage('register', null)).toBe('Failed to create account. Please try again.');
  });

  it('shows the provider message when completing a link fails otherwise, else the fallback', () => {
    expect(authErrorMessage('completeLoginLink', firebaseError('auth/user-disabled', 'Account disabled'))).toBe(
      'Account disabled',
    );
    expect(authErrorMessage('completeLoginLink', { code: 'auth/other' })).toBe('Failed to sign in. Please try again.');
  });

  it("says a sign-in service that could not be had in the page's words, not as the thrown English", () => {
    const unavailable = said('completeLoginLink', authUnavailableError());
    expect(unavailable).toBe(documentMessages.authUnavailable);
    const hindi = createHindiTranslator();
    expect(say((message) => hindi._(message), unavailable)).toBe(
      'साइन इन की सेवा अभी उपलब्ध नहीं है। कृपया थोड़ी देर बाद फिर से कोशिश करें।',
    );
  });
});
