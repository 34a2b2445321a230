import { useId, useState, type FormEvent } from 'react';
import { getAccountActions, PROFILE_LIMITS, type User } from '@mitti/shared';
import { tooLongMessage } from '@mitti/shared/address';
import { accountErrorMessage, PROFILE_UPDATE_FAILED } from './account-errors';
import { EmailEditor } from './email-editor';
import { FormMessage, type Message } from './form-message';

export const NAME_REQUIRED = 'Full Name is required';

/** The Full Name's problem: empty, or longer than the profile keeps (issue 33); null when it can be saved. */
export function fullNameError(name: string): string | null {
  const length = name.trim().length;
  if (length === 0) return NAME_REQUIRED;
  return length > PROFILE_LIMITS.displayName ? tooLongMessage('Full Name', PROFILE_LIMITS.displayName, length) : null;
}

export function PersonalInfoTab({ user }: { user: User }) {
  const id = useId();
  const [displayName, setDisplayName] = useState(user.displayName ?? '');
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);
  const [nameError, setNameError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    const problem = fullNameError(displayName);
    setNameError(problem);
    if (problem) return;
    setSaving(true);
    setMessage(null);
    try {
      await getAccountActions().updateDisplayName(displayName.trim());
      setMessage({ kind: 'success', text: 'Profile updated successfully.' });
    } catch (error) {
      setMessage({ kind: 'error', text: accountErrorMessage(error, PROFILE_UPDATE_FAILED) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="account-form">
      <h2 className="account-form__title">Personal Information</h2>
      <form onSubmit={onSubmit} noValidate>
        <FormMessage message={message} />
        <div className="account-field">
          <label htmlFor={`${id}-name`} className="account-field__label">
            Full Name
          </label>
          <input
            id={`${id}-name`}
            className="account-field__input"
            autoComplete="name"
            required
            value={displayName}
            aria-invalid={nameError ? true : undefined}
            aria-describedby={`${id}-name-hint${nameError ? ` ${id}-name-error` : ''}`}
            onChange={(event) => {
              setDisplayName(event.target.value);
              setNameError(null);
            }}
          />
          <p id={`${id}-name-hint`} className="account-field__hint">
            Up to {PROFILE_LIMITS.displayName} characters.
          </p>
          {nameError && (
            <p id={`${id}-name-error`} className="account-field__error" role="alert">
              {nameError}
            </p>
          )}
        </div>
        <button type="submit" className="button button--primary" disabled={saving}>
          {saving ? 'Saving...' : 'Save Changes'}
        </button>
      </form>
      <EmailEditor currentEmail={user.email ?? ''} />
    </div>
  );
}
