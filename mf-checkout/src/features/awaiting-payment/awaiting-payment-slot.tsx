import { lazy, Suspense } from 'react';
import { useRememberedAwaiting } from './remembered-awaiting';

// Only a tab that sent an order to the gateway unpaid needs it: loaded then, not with every cart and checkout.
const AwaitingPaymentCheck = lazy(() => import('./awaiting-payment-check'));

/**
 * Where the cart and checkout say that an order placed from them is still waiting for payment (issue 33), with
 * Pay now, and that placing it again replaces it.
 */
export function AwaitingPaymentSlot({ placedFrom }: { placedFrom: string }) {
  const awaiting = useRememberedAwaiting(placedFrom);
  if (!awaiting) return null;
  return (
    <Suspense fallback={null}>
      <AwaitingPaymentCheck placedFrom={placedFrom} />
    </Suspense>
  );
}
