/**
 * UPI on the sandbox's hosted page (issue 23 item 1). NPCI retired UPI Collect (typing a UPI ID) in 2026, so
 * the payer is never asked for one: desktop shows a QR code to scan with any UPI app, a phone gets a `upi://pay`
 * intent link that opens one. Both carry the same payment request, per NPCI's UPI linking specification.
 */

/** Not a real PSP handle: a UPI app refuses it, so no real money can move from a sandbox page. */
export const SANDBOX_VPA = 'mittistudio@sandbox';
export const PAYEE_NAME = 'Mitti Studio';

export interface UpiRequest {
  /** Payee VPA (pa). */
  vpa: string;
  /** Payee name (pn). */
  payeeName: string;
  amountPaise: number;
  /** Transaction note shown to the payer (tn, at most 50 characters). */
  note: string;
  /** Merchant's transaction reference (tr): the gateway reference of the payment. */
  reference: string;
}

/** `upi://pay?pa=…&pn=…&am=…&cu=INR&tn=…&tr=…`, values percent-encoded (spaces as %20, as UPI apps expect). */
export function upiIntent(request: UpiRequest): string {
  const params: [string, string][] = [
    ['pa', request.vpa],
    ['pn', request.payeeName],
    ['am', (request.amountPaise / 100).toFixed(2)],
    ['cu', 'INR'],
    ['tn', request.note.slice(0, 50)],
    ['tr', request.reference],
  ];
  return `upi://pay?${params.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&')}`;
}

/** The intent as an SVG QR code. `qrcode` is loaded on first use: only a page that shows UPI needs it. */
export async function upiQrSvg(intent: string): Promise<string> {
  const { default: QRCode } = await import('qrcode');
  return QRCode.toString(intent, { type: 'svg', errorCorrectionLevel: 'M', margin: 2, width: 220 });
}
