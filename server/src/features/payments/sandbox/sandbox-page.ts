import type { PaymentOutcome } from '../payment-gateway';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

const choices: { outcome: PaymentOutcome; label: string; tone: string }[] = [
  { outcome: 'success', label: 'Success', tone: 'pay' },
  { outcome: 'card_declined', label: 'Card declined', tone: 'fail' },
  { outcome: 'insufficient_funds', label: 'Insufficient funds', tone: 'fail' },
  { outcome: 'cancelled', label: 'Cancel', tone: 'quiet' },
];

const styles = `
  body { font-family: system-ui, sans-serif; background: #f4f1ec; color: #2b2420; margin: 0; }
  main { max-width: 420px; margin: 48px auto; background: #fff; border-radius: 12px; padding: 32px;
         box-shadow: 0 2px 12px rgb(0 0 0 / 10%); }
  .badge { display: inline-block; background: #fff3cd; color: #6b4e00; border-radius: 999px; padding: 2px 10px;
           font-size: 12px; }
  h1 { font-size: 20px; margin: 12px 0 4px; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 6px 16px; margin: 20px 0; }
  dt { color: #5f544c; } dd { margin: 0; font-weight: 600; }
  form { display: grid; gap: 10px; }
  button { font: inherit; padding: 12px; border-radius: 8px; border: 1px solid #ccc; cursor: pointer; }
  .pay { background: #2f6b3a; color: #fff; border-color: #2f6b3a; }
  .fail { background: #fff; color: #a5281b; border-color: #a5281b; }
  .quiet { background: #fff; color: #2b2420; }
  h2 { font-size: 16px; margin: 24px 0 8px; }
  .upi-qr svg { display: block; margin: 0 auto; }
  .upi-qr p, .upi-hint { text-align: center; color: #5f544c; font-size: 14px; }
  .upi-intent { display: none; text-align: center; text-decoration: none; padding: 12px; border-radius: 8px; }
  @media (max-width: 640px), (pointer: coarse) {
    .upi-qr { display: none; }
    .upi-intent { display: block; }
  }`;

export interface SandboxPageModel {
  ref: string;
  orderNumber: string;
  amountPaise: number;
  /** Null while the link can still be paid. */
  completedStatus: string | null;
  /** The UPI payment request: its `upi://pay` intent and that intent as an SVG QR code. */
  upi: { intent: string; qrSvg: string } | null;
}

function upiSection(ref: string, upi: { intent: string; qrSvg: string }, amount: string): string {
  return `<section aria-labelledby="upi-title">
      <h2 id="upi-title">UPI</h2>
      <div class="upi-qr">
        <div role="img" aria-label="UPI QR code for ${escapeHtml(amount)}">${upi.qrSvg}</div>
        <p>Scan with any UPI app (Google Pay, PhonePe, Paytm, BHIM).</p>
      </div>
      <a class="upi-intent pay" href="${escapeHtml(upi.intent)}">Pay with a UPI app</a>
      <p class="upi-hint">Sandbox: UPI apps refuse its test payee, so choose what the app would report.</p>
      <form method="post" action="/sandbox/pay/${encodeURIComponent(ref)}">
        <button class="pay" type="submit" name="outcome" value="success">UPI payment received</button>
      </form>
    </section>`;
}

/** The hosted test checkout: merchant, order and amount, and one button per outcome a real gateway can give. */
export function renderSandboxPage(model: SandboxPageModel): string {
  const amount = inr.format(model.amountPaise / 100);
  const body = model.completedStatus
    ? `<p role="status">This payment link has already been used (status: ${escapeHtml(model.completedStatus)}).</p>`
    : `<section aria-labelledby="card-title">
      <h2 id="card-title">Card</h2>
      <form method="post" action="/sandbox/pay/${encodeURIComponent(model.ref)}">
        ${choices
          .map((c) => `<button class="${c.tone}" type="submit" name="outcome" value="${c.outcome}">${c.label}</button>`)
          .join('\n        ')}
      </form>
    </section>
    ${model.upi ? upiSection(model.ref, model.upi, amount) : ''}`;
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Pay Mitti Studio - Sandbox checkout</title>
  <style>${styles}</style>
</head>
<body>
  <main>
    <span class="badge">Sandbox: no real money moves</span>
    <h1>Pay Mitti Studio</h1>
    <dl>
      <dt>Merchant</dt><dd>Mitti Studio</dd>
      <dt>Order</dt><dd>${escapeHtml(model.orderNumber)}</dd>
      <dt>Amount</dt><dd>${escapeHtml(amount)}</dd>
    </dl>
    ${body}
  </main>
</body>
</html>`;
}

export function renderSandboxNotFound(): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Payment link not found</title></head>
<body><main><h1>Payment link not found</h1><p>This sandbox payment link does not exist.</p></main></body></html>`;
}
