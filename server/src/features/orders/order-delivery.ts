import type { ShippingAddress } from '@mitti/shared/contracts';
import {
  ADDRESS_REQUIRED,
  firstAddressError,
  INDIA_ONLY,
  normalizeAddress,
  normalizePhone,
  phoneError,
} from '@mitti/shared/address';
import { HttpError } from '../../lib/http-error';
import type { RequestedItem } from './order-pricing';

export interface Delivery {
  /** Normalised; null for a workshop-only order, which ships nothing. */
  shippingAddress: ShippingAddress | null;
  /** Normalised +91 mobile, or null while a workshop booking has not given one yet. */
  contactPhone: string | null;
}

/** Whether any line is a physical product (a line without a type is one). */
export const shipsGoods = (items: readonly RequestedItem[]) => items.some((item) => item.type !== 'workshop');

/** 400 with the shared rules' message unless the address can be delivered to (India, PIN code, mobile). */
export function deliverableAddress(address: Partial<ShippingAddress> | undefined): ShippingAddress {
  if (!address) throw new HttpError(400, ADDRESS_REQUIRED);
  const problem = firstAddressError(address);
  if (problem === INDIA_ONLY) throw new HttpError(400, INDIA_ONLY);
  if (problem) throw new HttpError(400, `Shipping address: ${problem}`);
  return normalizeAddress(address as ShippingAddress);
}

/** 400 unless the phone is a valid Indian mobile; the normalised +91 form otherwise. */
export function contactMobile(phone: string | null | undefined): string {
  const problem = phoneError(phone);
  if (problem) throw new HttpError(400, `Contact phone: ${problem}`);
  return normalizePhone(phone!);
}

/**
 * Where and how an order reaches the shopper. An order with products needs a complete Indian shipping
 * address with a mobile (SPEC: shipping within India only). A workshop-only order ships nothing: it needs
 * no address, and its contact mobile, when given, must be valid (`requireContact` when it must be given now).
 * An address sent with a workshop-only order is checked all the same and kept.
 */
export function orderDelivery(
  items: readonly RequestedItem[],
  request: { shippingAddress?: Partial<ShippingAddress> | undefined; contactPhone?: string | undefined },
  options: { requireContact: boolean },
): Delivery {
  if (shipsGoods(items) || request.shippingAddress) {
    const shippingAddress = deliverableAddress(request.shippingAddress);
    return {
      shippingAddress,
      contactPhone: request.contactPhone ? contactMobile(request.contactPhone) : shippingAddress.phone,
    };
  }
  if (request.contactPhone || options.requireContact) {
    return { shippingAddress: null, contactPhone: contactMobile(request.contactPhone) };
  }
  return { shippingAddress: null, contactPhone: null };
}
