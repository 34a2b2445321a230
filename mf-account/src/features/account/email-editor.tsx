import { useId, useRef, useState, type FormEvent } from 'react';
import { getAccountActions, isEmailAddress } from '@mitti/shared';
import { accountErrorMessage, EMAIL_UPDATE_FAILED } from './account-errors';
import { FormMessage, type Message } from './form-message';
import { PasswordField } from './password-field';
import { useWords, type AccountText } from '../../words/words';

export const PASSWORD_TO_CHANGE_EMAIL = 'Enter your current password to change your email.' satisfies AccountText;

/**
 * The sign-in e-mail: read-only until Edit; Confirm applies it, Cancel restores the current address. The
 * current password confirms it is the shopper (decision 038): the provider asks for a recent sign-in, and with
 * it the shop signs in again with the new address, so the change does not end the session (issue 33).
 */
export function EmailEditor({ currentEmail }: { currentEmail: string }) {
  const t = useWords();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [editing, setEditing] = useState(false);
  const [email, setEmail] = useState(currentEmail);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [message, setMessage] = useState<Message | null>(null);

  const startEditing = () => {
    setEditing(true);
    setMessage(null);
    requestAnimationFrame(() => input.current?.focus());
  };

  const cancel = () => {
    setEmail(currentEmail);
    setPassword('');
    setEditing(false);
    setFieldError(null);
    setPasswordError(null);
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    const next = email.trim();
    if (!isEmailAddress(next)) {
      setFieldError(t('Please enter a valid email address.'));
      setMessage(null);
      return;
    }
    setFieldError(null);
    setPasswordError(null);
    if (next.toLowerCase() === currentEmail.toLowerCase()) {
      setEditing(false);
      setEmail(currentEmail);
      setMessage({ kind: 'error', text: t('That is already your email address. Nothing was changed.') });
      return;
    }
    if (!password) {
      setPasswordError(t(PASSWORD_TO_CHANGE_EMAIL));
      setMessage(null);
      return;
    }
    setMessage(null);
    setSaving(true);
    try {
      const outcome = await getAccountActions().updateEmail(next, password);
      setEditing(false);
      setPassword('');
      // Until the link is followed the sign-in address is still the current one.
      if (outcome !== 'updated') setEmail(currentEmail);
      setMessage({
        kind: 'success',
        text:
          outcome === 'updated'
            ? t('Email updated successfully.')
            : t('We sent a confirmation link to {email}. Your email changes once you follow it.', { email: next }),
      });
    } catch (error) {
      setMessage({ kind: 'error', text: accountErrorMessage(t, error, EMAIL_UPDATE_FAILED) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="account-email" onSubmit={confirm} noValidate>
      <FormMessage message={message} />
      <div className="account-field">
        <label htmlFor={`${id}-email`} className="account-field__label">
          {t('Email Address')}
        </label>
        <input
          ref={input}
          id={`${id}-email`}
          type="email"
          className="account-field__input"
          autoComplete="email"
          readOnly={!editing}
          value={email}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? `${id}-email-error` : undefined}
          onChange={(event) => setEmail(event.target.value)}
        />
        {fieldError && (
          <p id={`${id}-email-error`} className="account-field__error" role="alert">
            {fieldError}
          </p>
        )}
      </div>
      {editing && (
        <PasswordField
          id={`${id}-password`}
          label={t('Current Password')}
          value={password}
          error={passwordError ?? undefined}
          autoComplete="current-password"
          onChange={(value) => {
            setPassword(value);
            setPasswordError(null);
          }}
        />
      )}
      <div className="account-email__actions">
        {editing ? (
          <>
            <button key="confirm" type="submit" className="button button--primary" disabled={saving}>
              {t(saving ? 'Updating...' : 'Confirm')}
            </button>
            <button key="cancel" type="button" className="button button--ghost" onClick={cancel} disabled={saving}>
              {t('Cancel')}
            </button>
          </>
        ) : (
          // Its own key: reused as Confirm, the element would turn into a submit button during this click
          // and the browser would submit the unchanged address.
          <button key="edit" type="button" className="button button--ghost" onClick={startEditing}>
            {t('Edit Email')}
          </button>
        )}
      </div>
    </form>
  );
}
