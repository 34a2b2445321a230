import { useState } from 'react';
import { downloadApiFile } from '../api/download-file';
import { getErrorMessage } from '../errors/get-error-message';
import { isInvoiceDue, type InvoiceFacts } from './order-rules';

/** An order as a page has it: the account's `Order` or the confirmation's `PublicOrder`. */
export interface InvoiceOrder {
  id: string;
  orderNumber?: string | null;
  orderStatus?: string | null;
  status?: string | null;
  paymentStatus?: string | null;
  paymentMethod?: string | null;
}

export const invoiceFactsOf = (order: InvoiceOrder): InvoiceFacts => ({
  orderStatus: order.orderStatus ?? order.status,
  paymentStatus: order.paymentStatus,
  paymentMethod: order.paymentMethod,
});

/** The order has a GST invoice the API would answer with (decision 027). */
export const hasInvoice = (order: InvoiceOrder): boolean => isInvoiceDue(invoiceFactsOf(order));

/**
 * The button's words, idle and busy: the SPEC's English, or a remote's in the page's language (its own catalog's).
 * A pair, not an object, as it sits in the boot.
 */
export type InvoiceWords = readonly [download: string, preparing: string];

interface InvoiceDownloadProps {
  /** Shown only when the order has an invoice; the file is named by its number. */
  order: InvoiceOrder;
  className?: string;
  words?: InvoiceWords;
}

/**
 * "Download invoice" for an order that has one: the API answers only with the shopper's token, so the PDF is
 * fetched through the shop's HTTP client and saved, and a refusal shows the server's reason.
 */
export function InvoiceDownload({
  order,
  className = 'button button--ghost',
  words = ['Download invoice', 'Preparing invoice...'],
}: InvoiceDownloadProps) {
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  if (!hasInvoice(order)) return null;
  const download = () => {
    setState({ busy: true, error: null });
    const file = `mitti-invoice-${order.orderNumber || order.id}.pdf`;
    downloadApiFile(`/api/orders/${encodeURIComponent(order.id)}/invoice`, file, 'application/pdf').then(
      () => setState({ busy: false, error: null }),
      (failure: unknown) => setState({ busy: false, error: getErrorMessage(failure) }),
    );
  };
  return (
    <>
      <button type="button" className={className} onClick={download} disabled={state.busy}>
        {words[state.busy ? 1 : 0]}
      </button>
      {state.error && (
        <p role="alert" className="invoice-download__error">
          {state.error}
        </p>
      )}
    </>
  );
}
