import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { getErrorMessage, notify, ORDER_TEXT_LIMITS, useDialogFocus } from '@mitti/shared';
import { tooLongMessage } from '@mitti/shared/address';
import { useCancelOrderMutation } from './orders-api';

interface Props {
  orderId: string;
  reference: string;
  /** What the shopper cancels: an order, or a booking of classes. */
  noun: 'Order' | 'Booking';
  onClose: () => void;
}

export const REASON_REQUIRED = 'Please tell us why you are cancelling.';

/** Asks for the (required) reason, then cancels; the order list refreshes through its cache tag. */
export function CancelOrderDialog({ orderId, reference, noun, onClose }: Props) {
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
      ? REASON_REQUIRED
      : length > ORDER_TEXT_LIMITS.cancelReason
        ? tooLongMessage('Reason for cancelling', ORDER_TEXT_LIMITS.cancelReason, length)
        : null;
    if (problem) {
      setError(problem);
      field.current?.focus();
      return;
    }
    try {
      await cancelOrder({ id: orderId, reason: reason.trim() }).unwrap();
      notify.success(`${noun} #${reference} has been cancelled`);
      onClose();
    } catch (failure) {
      setError(getErrorMessage(failure, `Failed to cancel the ${noun.toLowerCase()}. Please try again.`));
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
          Cancel {noun.toLowerCase()} #{reference}?
        </h2>
        <form onSubmit={onSubmit} noValidate>
          <label htmlFor={`${id}-reason`} className="account-field__label">
            Reason for cancelling
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
            Up to {ORDER_TEXT_LIMITS.cancelReason} characters.
          </p>
          {error && (
            <p id={`${id}-error`} className="account-field__error" role="alert">
              {error}
            </p>
          )}
          <div className="account-dialog__actions">
            <button type="button" className="button button--ghost" onClick={onClose}>
              Keep {noun}
            </button>
            <button type="submit" className="button button--primary" disabled={isLoading}>
              {isLoading ? 'Cancelling...' : `Cancel ${noun}`}
            </button>
          </div>
        </form>
      </div>
    </div>
  );
}
