import { useId, useState, type FormEvent } from 'react';
import { getAccountActions, type User } from '@mitti/shared';
import { accountErrorMessage, PROFILE_UPDATE_FAILED } from './account-errors';
import { EmailEditor } from './email-editor';
import { FormMessage, type Message } from './form-message';

export function PersonalInfoTab({ user }: { user: User }) {
  const id = useId();
  const [displayName, setDisplayName] = useState(user.displayName ?? '');
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
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
            value={displayName}
            onChange={(event) => setDisplayName(event.target.value)}
          />
        </div>
        <button type="submit" className="button button--primary" disabled={saving}>
          {saving ? 'Saving...' : 'Save Changes'}
        </button>
      </form>
      <EmailEditor currentEmail={user.email ?? ''} />
    </div>
  );
}
