import { useId, useState, type FormEvent } from 'react';
import { getAccountActions, PROFILE_LIMITS, type User } from '@mitti/shared';
import { tooLong, useWords, type AccountText, type AccountWords } from '../../words/words';
import { accountErrorMessage, PROFILE_UPDATE_FAILED } from './account-errors';
import { EmailEditor } from './email-editor';
import { FormMessage, type Message } from './form-message';

export const NAME_REQUIRED = 'Full Name is required' satisfies AccountText;

/**
 * The Full Name's problem in the page's words: empty, or longer than the profile keeps
 * (issue 33, `tooLongMessage`'s sentence); null when it can be saved.
 */
export function fullNameError(name: string, t: AccountWords): string | null {
  const length = name.trim().length;
  if (length === 0) return t(NAME_REQUIRED);
  if (length <= PROFILE_LIMITS.displayName) return null;
  return tooLong(t, 'Full Name', PROFILE_LIMITS.displayName, length);
}

export function PersonalInfoTab({ user }: { user: User }) {
  const t = useWords();
  const id = useId();
  const [displayName, setDisplayName] = useState(user.displayName ?? '');
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);
  const [nameError, setNameError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    const problem = fullNameError(displayName, t);
    setNameError(problem);
    if (problem) return;
    setSaving(true);
    setMessage(null);
    try {
      await getAccountActions().updateDisplayName(displayName.trim());
      setMessage({ kind: 'success', text: t('Profile updated successfully.') });
    } catch (error) {
      setMessage({ kind: 'error', text: accountErrorMessage(t, error, PROFILE_UPDATE_FAILED) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="account-form">
      <h2 className="account-form__title">{t('Personal Information')}</h2>
      <form onSubmit={onSubmit} noValidate>
        <FormMessage message={message} />
        <div className="account-field">
          <label htmlFor={`${id}-name`} className="account-field__label">
            {t('Full Name')}
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
            {t('Up to {n} characters.', { n: PROFILE_LIMITS.displayName })}
          </p>
          {nameError && (
            <p id={`${id}-name-error`} className="account-field__error" role="alert">
              {nameError}
            </p>
          )}
        </div>
        <button type="submit" className="button button--primary" disabled={saving}>
          {t(saving ? 'Saving...' : 'Save Changes')}
        </button>
      </form>
      <EmailEditor currentEmail={user.email ?? ''} />
    </div>
  );
}
