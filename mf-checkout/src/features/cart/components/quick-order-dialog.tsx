import { useId, useRef, useState, type FormEvent } from 'react';
import { selectUser, useAppSelector, useDialogFocus, type CheckoutForm } from '@mitti/shared';
import { ADDRESS_FIELDS, addressErrors, normalizeAddress, type AddressFields } from '@mitti/shared/address';
import { CheckoutFields } from '../../checkout/components/checkout-text-field';
import { ShippingFields } from '../../checkout/components/shipping-fields';
import { savedCheckoutForm, type CheckoutErrors, type CheckoutField } from '../../checkout/lib/checkout-form';
import { CodTotal, useCodCheck } from './cod-total';
import { useWords } from '../../../words/words';

interface QuickOrderDialogProps {
  total: number;
  isPlacing: boolean;
  error: { message: string; detail?: string } | null;
  /**
   * The confirmed address, normalised (trimmed, PIN without spaces, +91 phone), and the total in cash the
   * shopper saw (fee included) when the fee for the PIN code is known.
   */
  onConfirm: (address: AddressFields, cashTotal: number | undefined) => void;
  onCancel: () => void;
}

/**
 * Quick Order's confirmation: where the cash-on-delivery order goes (prefilled from the details checkout
 * saved, editable), the phone the courier calls and the total to pay. Checked by the shop's delivery rules
 * before anything is placed; Cancel or Escape places nothing.
 */
export function QuickOrderDialog({ total, isPlacing, error, onConfirm, onCancel }: QuickOrderDialogProps) {
  const t = useWords();
  const user = useAppSelector(selectUser);
  const [form, setForm] = useState<CheckoutForm>(() => savedCheckoutForm(user));
  const [errors, setErrors] = useState<CheckoutErrors>({});
  const codCheck = useCodCheck(form.zipCode);
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const noteId = useId();
  useDialogFocus(dialogRef, onCancel);

  const change = (field: CheckoutField, value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    const found = addressErrors(form);
    setErrors(found);
    const first = ADDRESS_FIELDS.find((field) => found[field]);
    if (first) {
      dialogRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    onConfirm(normalizeAddress(form), codCheck ? total + codCheck.cod.fee : undefined);
  };

  return (
    <div className="checkout-dialog-backdrop">
      <div
        ref={dialogRef}
        className="checkout-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={noteId}
        tabIndex={-1}
      >
        <h2 id={titleId} className="checkout-card__title">
          {t('Confirm your Cash on Delivery order')}
        </h2>
        <p id={noteId} className="checkout-note">
          {t(
            'Check where we deliver it and the phone our courier will call. We call you to confirm the order before we send it; you pay in cash when it arrives.',
          )}
        </p>
        <form noValidate onSubmit={confirm} aria-label={t('Delivery details')}>
          <fieldset className="checkout-fieldset">
            <legend className="visually-hidden">{t('Who receives it')}</legend>
            <CheckoutFields
              fields={['firstName', 'lastName', 'phone']}
              form={form}
              errors={errors}
              onValueChange={change}
              wide={['phone']}
            />
          </fieldset>
          <ShippingFields form={form} errors={errors} onValueChange={change} />
          <CodTotal total={total} pin={form.zipCode} />
          {error && (
            <div className="checkout-alert" role="alert">
              <p>{error.message}</p>
              {error.detail && <p>{error.detail}</p>}
            </div>
          )}
          <div className="checkout-actions">
            <button type="submit" className="button button--primary" disabled={isPlacing}>
              {t(isPlacing ? 'Placing Order...' : 'Place Order')}
            </button>
            <button type="button" className="button button--ghost" onClick={onCancel} disabled={isPlacing}>
              {t('Cancel')}
            </button>
          </div>
        </form>
      </div>
    </div>
  );
}
