import { useId, useState, type FormEvent } from 'react';
import { getAccountActions, meetsPasswordPolicy, PASSWORD_POLICY_MESSAGE } from '@mitti/shared';
import { accountErrorMessage } from './account-errors';
import { FormMessage, type Message } from './form-message';
import { PasswordField } from './password-field';
import { useWords, type AccountText } from '../../words/words';

interface Passwords {
  current: string;
  next: string;
  confirm: string;
}

type Errors = Partial<Record<keyof Passwords, AccountText>>;

const empty: Passwords = { current: '', next: '', confirm: '' };
export const PASSWORD_CHANGE_FAILED = 'Failed to change password. Please try again.' satisfies AccountText;

export const SAME_PASSWORD_MESSAGE =
  'Your new password must be different from your current password' satisfies AccountText;

/**
 * SPEC section 5: all three fields required, new and confirm must match; the new password follows the
 * sign-up policy (the same rule as register) and is not the current one. Each problem is its English text, which the
 * form says in the page's words.
 */
export function validatePasswords({ current, next, confirm }: Passwords): Errors {
  const errors: Errors = {};
  if (!current) errors.current = 'Current password is required';
  if (!next) errors.next = 'New password is required';
  else if (!meetsPasswordPolicy(next)) errors.next = PASSWORD_POLICY_MESSAGE;
  else if (next === current) errors.next = SAME_PASSWORD_MESSAGE;
  if (!confirm) errors.confirm = 'Please confirm your new password';
  else if (next && confirm !== next) errors.confirm = 'Passwords do not match';
  return errors;
}

export function PasswordTab() {
  const t = useWords();
  const id = useId();
  const [values, setValues] = useState<Passwords>(empty);
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);

  const set = (field: keyof Passwords) => (value: string) => setValues((prev) => ({ ...prev, [field]: value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validatePasswords(values);
    setErrors(found);
    setMessage(null);
    if (Object.keys(found).length) {
      setMessage({
        kind: 'error',
        // One sentence after another, each ended as the page's language ends one (in Hindi with the danda, ।).
        text: Object.values(found)
          .map((problem) => t(problem))
          .join(t('. ')),
      });
      return;
    }
    setSaving(true);
    try {
      await getAccountActions().changePassword(values.current, values.next);
      setValues(empty);
      setMessage({ kind: 'success', text: t('Your password has been changed.') });
    } catch (error) {
      setMessage({ kind: 'error', text: accountErrorMessage(t, error, PASSWORD_CHANGE_FAILED) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="account-form">
      <h2 className="account-form__title">{t('Change Password')}</h2>
      <form onSubmit={onSubmit} noValidate>
        <FormMessage message={message} />
        <PasswordField
          id={`${id}-current`}
          label={t('Current Password')}
          autoComplete="current-password"
          value={values.current}
          error={errors.current && t(errors.current)}
          onChange={set('current')}
        />
        <PasswordField
          id={`${id}-new`}
          label={t('New Password')}
          autoComplete="new-password"
          value={values.next}
          error={errors.next && t(errors.next)}
          onChange={set('next')}
        />
        <PasswordField
          id={`${id}-confirm`}
          label={t('Confirm New Password')}
          autoComplete="new-password"
          value={values.confirm}
          error={errors.confirm && t(errors.confirm)}
          onChange={set('confirm')}
        />
        <button type="submit" className="button button--primary" disabled={saving}>
          {t(saving ? 'Updating...' : 'Update Password')}
        </button>
      </form>
    </div>
  );
}
