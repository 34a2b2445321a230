import type { RazorpayPaymentLink } from '../../features/payments/razorpay/razorpay-types';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

/** The fake provider's hosted page: the amount and three buttons (pay, or two bank declines). */
export function renderFakePayPage(link: RazorpayPaymentLink & { description?: string }): string {
  const action = `/pay/${encodeURIComponent(link.id)}`;
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Fake Razorpay - Pay ${escapeHtml(link.id)}</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 420px; margin: 48px auto">
  <p><strong>Fake Razorpay</strong> (test double: no money moves)</p>
  <h1>Mitti Studio</h1>
  <p>${escapeHtml(link.description ?? '')}</p>
  <p>Amount: <strong>${escapeHtml(inr.format(link.amount / 100))}</strong></p>
  <form method="post" action="${action}" style="display: grid; gap: 10px">
    <button type="submit" name="choice" value="pay">Pay</button>
    <button type="submit" name="choice" value="card_declined">Fail (card declined)</button>
    <button type="submit" name="choice" value="insufficient_funds">Fail (insufficient funds)</button>
  </form>
</body>
</html>`;
}
