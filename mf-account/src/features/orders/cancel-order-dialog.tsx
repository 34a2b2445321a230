import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { getErrorMessage, notify, ORDER_TEXT_LIMITS, useDialogFocus } from '@mitti/shared';
import { useCancelOrderMutation } from './orders-api';
import { tooLong, useWords, type AccountText } from '../../words/words';

interface Props {
  orderId: string;
  reference: string;
  /** What the shopper cancels: an order, or a booking of classes. */
  noun: 'Order' | 'Booking';
  onClose: () => void;
}

export const REASON_REQUIRED = 'Please tell us why you are cancelling.' satisfies AccountText;

/** What the dialog says of an order, or of a booking of classes. */
const said: Record<Props['noun'], Record<'title' | 'keep' | 'cancel' | 'cancelled' | 'failed', AccountText>> = {
  Order: {
    title: 'Cancel order #{reference}?',
    keep: 'Keep Order',
    cancel: 'Cancel Order',
    cancelled: 'Order #{reference} has been cancelled',
    failed: 'Failed to cancel the order. Please try again.',
  },
  Booking: {
    title: 'Cancel booking #{reference}?',
    keep: 'Keep Booking',
    cancel: 'Cancel Booking',
    cancelled: 'Booking #{reference} has been cancelled',
    failed: 'Failed to cancel the booking. Please try again.',
  },
};

/** Asks for the (required) reason, then cancels; the order list refreshes through its cache tag. */
export function CancelOrderDialog({ orderId, reference, noun, onClose }: Props) {
  const t = useWords();
  const words = said[noun];
  const id = useId();
  const panel = useRef<HTMLDivElement>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [cancelOrder, { isLoading }] = useCancelOrderMutation();
  useDialogFocus(panel, onClose);

  useEffect(() => field.current?.focus(), []);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const length = reason.trim().length;
    const problem = !length
      ? t(REASON_REQUIRED)
      : length > ORDER_TEXT_LIMITS.cancelReason
        ? tooLong(t, 'Reason for cancelling', ORDER_TEXT_LIMITS.cancelReason, length)
        : null;
    if (problem) {
      setError(problem);
      field.current?.focus();
      return;
    }
    try {
      await cancelOrder({ id: orderId, reason: reason.trim() }).unwrap();
      notify.success(t(words.cancelled, { reference }));
      onClose();
    } catch (failure) {
      setError(getErrorMessage(failure, t(words.failed)));
    }
  };

  return (
    <div className="account-dialog">
      <div className="account-dialog__backdrop" onClick={onClose} />
      <div
        ref={panel}
        className="account-dialog__panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
      >
        <h2 id={`${id}-title`} className="account-dialog__title">
          {t(words.title, { reference })}
        </h2>
        <form onSubmit={onSubmit} noValidate>
          <label htmlFor={`${id}-reason`} className="account-field__label">
            {t('Reason for cancelling')}
          </label>
          <textarea
            ref={field}
            id={`${id}-reason`}
            className="account-field__input"
            rows={3}
            required
            value={reason}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
            onChange={(event) => setReason(event.target.value)}
          />
          <p id={`${id}-hint`} className="account-field__hint">
            {t('Up to {n} characters.', { n: ORDER_TEXT_LIMITS.cancelReason })}
          </p>
          {error && (
            <p id={`${id}-error`} className="account-field__error" role="alert">
              {error}
            </p>
          )}
          <div className="account-dialog__actions">
            <button type="button" className="button button--ghost" onClick={onClose}>
              {t(words.keep)}
            </button>
            <button type="submit" className="button button--primary" disabled={isLoading}>
              {isLoading ? t('Cancelling...') : t(words.cancel)}
            </button>
          </div>
        </form>
      </div>
    </div>
  );
}
