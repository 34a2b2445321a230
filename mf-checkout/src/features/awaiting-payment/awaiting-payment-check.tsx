import { AwaitingPaymentNotice } from './awaiting-payment-notice';
import { useAwaitingPayment } from './use-awaiting-payment';

/** The awaited order as the shop holds it: a notice with Pay now while it waits for payment, else nothing. */
export default function AwaitingPaymentCheck({ placedFrom }: { placedFrom: string }) {
  const { order } = useAwaitingPayment(placedFrom);
  return order ? <AwaitingPaymentNotice order={order} replaceable /> : null;
}
