import {
  checkPin,
  codReaches,
  COD_NOT_HERE,
  notServiceableMessage,
  shippingOptionsFor,
  type PinArea,
} from '@mitti/shared/delivery';
import type { DeliveryCheck } from '@mitti/shared/contracts';
import { FREE_SHIPPING_ABOVE_PAISE, SHIPPING_PAISE } from '@mitti/shared/money';
import { HttpError } from '../../lib/http-error';
import type { DeliverySettings } from './delivery-settings';

export type DeliveryAnswer = DeliveryCheck;

/** The area of a PIN code as typed; 400 with the rule's message when it is malformed or not allotted. */
export function areaOf(pinInput: string): { area: PinArea; serviceable: boolean } {
  const check = checkPin(pinInput);
  if (!check.ok) throw new HttpError(400, check.message);
  return check;
}

/** The options an order to `area` may choose from at `now` (only serviceable areas have any). */
export const optionsAt = (area: PinArea, now: Date) =>
  shippingOptionsFor(area, now, { standardPaise: SHIPPING_PAISE, freeAbovePaise: FREE_SHIPPING_ABOVE_PAISE });

/** Whether the studio delivers to a PIN code, by which options and by when, and whether it takes cash there. */
export function deliveryAnswer(pinInput: string, settings: DeliverySettings): DeliveryAnswer {
  const { area, serviceable } = areaOf(pinInput);
  const codAvailable = serviceable && codReaches(area);
  return {
    pin: area.pin,
    state: area.state,
    mumbai: area.kind === 'metro-mumbai',
    serviceable,
    message: serviceable
      ? `Delivers to ${area.pin} (${area.kind === 'metro-mumbai' ? 'Mumbai, ' : ''}${area.state})`
      : notServiceableMessage(area.pin, area),
    cod: {
      available: codAvailable,
      reason: codAvailable ? null : COD_NOT_HERE,
      fee: settings.cod.feePaise / 100,
      maxOrderValue: settings.cod.maxOrderPaise / 100,
    },
    options: serviceable ? optionsAt(area, settings.now()) : [],
  };
}
