import { useState } from 'react';
import { downloadApiFile } from '../api/download-file';
import { getErrorMessage } from '../errors/get-error-message';
import { isInvoiceDue, type InvoiceFacts } from './order-rules';

interface InvoiceDownloadProps {
  orderId: string;
  /** What the reader is told the file is for: the order number. */
  reference: string;
  /** The order's state: the button shows only when the API would answer with its invoice (decision 027). */
  facts: InvoiceFacts;
  className?: string;
}

/**
 * "Download invoice" for an order that has one: the API answers only with the shopper's token, so the PDF is
 * fetched through the shop's HTTP client and saved, and a refusal shows the server's reason.
 */
export function InvoiceDownload({
  orderId,
  reference,
  facts,
  className = 'button button--ghost',
}: InvoiceDownloadProps) {
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  if (!isInvoiceDue(facts)) return null;
  const download = () => {
    setState({ busy: true, error: null });
    downloadApiFile(`/api/orders/${encodeURIComponent(orderId)}/invoice`, `mitti-invoice-${reference}.pdf`).then(
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
