import { useEffect } from 'react';
import { useNavigate, useSearchParams, paths } from '@mitti/shared';
import { useLookupGatewayOrderQuery } from './api/gateway-lookup';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface ConfirmationParams {
  orderId: string | null;
  gatewayRef: string | null;
  status: string;
  error: string | null;
}

/**
 * Reads the confirmation query (SPEC: order, status, gateway_order | order_id | gatewayOrder, error). Our
 * gateway sends our own order id as `order_id`; any other value there is a gateway reference.
 */
export function readConfirmationParams(params: URLSearchParams): ConfirmationParams {
  const orderIdParam = params.get('order_id');
  const orderIdIsOurs = !!orderIdParam && uuid.test(orderIdParam);
  return {
    orderId: params.get('order') ?? (orderIdIsOurs ? orderIdParam : null),
    gatewayRef: params.get('gateway_order') ?? params.get('gatewayOrder') ?? (orderIdIsOurs ? null : orderIdParam),
    status: params.get('status') ?? 'pending',
    error: params.get('error'),
  };
}

/**
 * With only a gateway reference, looks the order up and replaces the URL with the order id and its payment
 * status (default pending), so a reload or a shared link shows the same page.
 */
export function useConfirmationOrder() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const read = readConfirmationParams(params);
  const needsLookup = !read.orderId && !!read.gatewayRef;
  const lookup = useLookupGatewayOrderQuery(read.gatewayRef ?? '', { skip: !needsLookup });

  useEffect(() => {
    if (!needsLookup || !lookup.data?.orderId) return;
    const next = new URLSearchParams({ order: lookup.data.orderId, status: lookup.data.paymentStatus || 'pending' });
    if (read.error) next.set('error', read.error);
    navigate(`${paths.paymentConfirmation()}?${next.toString()}`, { replace: true });
  }, [needsLookup, lookup.data, read.error, navigate]);

  return {
    ...read,
    lookingUp: needsLookup && (lookup.isLoading || lookup.isFetching || !!lookup.data?.orderId),
    lookupFailed: needsLookup && (lookup.isError || (!!lookup.data && !lookup.data.orderId)),
  };
}
