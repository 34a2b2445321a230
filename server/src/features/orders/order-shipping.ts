import type { ShippingAddress } from '@mitti/shared/contracts';
import {
  codReaches,
  COD_NOT_HERE,
  COD_STANDARD_ONLY,
  isShippingOptionId,
  notServiceableMessage,
  type ShippingOptionId,
} from '@mitti/shared/delivery';
import { withAddOnsPaise } from '@mitti/shared/money';
import { HttpError } from '../../lib/http-error';
import { areaOf, optionsAt } from '../delivery/delivery-service';
import type { DeliverySettings } from '../delivery/delivery-settings';
import type { PricedOrder, RequestedItem } from './order-pricing';

export const COD_PRODUCTS_ONLY = 'Cash on delivery is for products only: workshop seats are paid online.';
export const UNKNOWN_SHIPPING_OPTION = 'Choose standard, express or same-day shipping.';

const rupees = (paise: number) => `Rs. ${(paise / 100).toLocaleString('en-IN', { maximumFractionDigits: 2 })}`;

export const codLimitMessage = (limitPaise: number, totalPaise: number) =>
  `Cash on delivery is available for orders up to ${rupees(limitPaise)}; this order comes to ${rupees(totalPaise)}. Please pay online.`;

/** Cash on delivery is for products only (checked first, so a class booking is not asked for a mobile in vain). */
export function assertCodItems(items: readonly RequestedItem[]): void {
  if (items.some((item) => item.type === 'workshop')) throw new HttpError(400, COD_PRODUCTS_ONLY);
}

/**
 * Checks, before any stock is taken, that the order can go where it is addressed by the chosen option, and
 * that cash on delivery may be taken for it (decision 026): products only, by standard delivery (decision 073),
 * to a PIN code couriers collect cash at. A workshop-only order ships nothing, so it has no option (standard is
 * recorded) and no PIN rules.
 */
export function checkShipping(
  items: readonly RequestedItem[],
  shippingAddress: ShippingAddress | null,
  requested: unknown,
  cashOnDelivery: boolean,
  settings: DeliverySettings,
): ShippingOptionId {
  if (requested !== undefined && !isShippingOptionId(requested)) throw new HttpError(400, UNKNOWN_SHIPPING_OPTION);
  const option: ShippingOptionId = isShippingOptionId(requested) ? requested : 'standard';
  if (cashOnDelivery) assertCodItems(items);
  const shipsProducts = items.some((item) => item.type !== 'workshop');
  if (!shipsProducts || !shippingAddress) return 'standard';
  if (cashOnDelivery && option !== 'standard') throw new HttpError(400, COD_STANDARD_ONLY);
  const { area, serviceable } = areaOf(shippingAddress.zipCode);
  if (!serviceable) throw new HttpError(400, notServiceableMessage(area.pin, area));
  const answer = optionsAt(area, settings.now()).find((candidate) => candidate.id === option)!;
  if (!answer.available) throw new HttpError(400, answer.reason!);
  if (cashOnDelivery && !codReaches(area)) throw new HttpError(400, `${COD_NOT_HERE} (${area.pin}).`);
  return option;
}

export interface DeliveryPricing {
  priced: PricedOrder;
  codFeePaise: number;
}

/**
 * The order's shipping by its option (standard by the money rule, express and same-day flat) and, for cash on
 * delivery, the fee as its own line; 400 when the total to collect in cash is above the configured limit.
 */
export function priceDelivery(
  priced: PricedOrder,
  option: ShippingOptionId,
  cashOnDelivery: boolean,
  settings: DeliverySettings,
): DeliveryPricing {
  const ships = priced.lines.some((line) => line.type === 'product');
  const { shippingPaise, codFeePaise, totalPaise } = withAddOnsPaise(
    { subtotalPaise: priced.subtotalPaise, standardShippingPaise: priced.shippingPaise, ships },
    option,
    cashOnDelivery ? settings.cod.feePaise : 0,
  );
  if (cashOnDelivery && totalPaise > settings.cod.maxOrderPaise) {
    throw new HttpError(400, codLimitMessage(settings.cod.maxOrderPaise, totalPaise));
  }
  return { priced: { ...priced, shippingPaise, totalPaise }, codFeePaise };
}
