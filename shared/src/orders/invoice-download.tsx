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

interface InvoiceDownloadProps {
  /** Shown only when the order has an invoice; the file is named by its number. */
  order: InvoiceOrder;
  className?: string;
}

/**
 * "Download invoice" for an order that has one: the API answers only with the shopper's token, so the PDF is
 * fetched through the shop's HTTP client and saved, and a refusal shows the server's reason.
 */
export function InvoiceDownload({ order, className = 'button button--ghost' }: InvoiceDownloadProps) {
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
        {state.busy ? 'Preparing invoice...' : 'Download invoice'}
      </button>
      {state.error && (
        <p role="alert" className="invoice-download__error">
          {state.error}
        </p>
      )}
    </>
  );
}
