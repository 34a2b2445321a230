/** The shop's cash-on-delivery terms (decision 026): configured by COD_* variables, defaults below. */
export interface CodSettings {
  /** Added to a cash-on-delivery order as its own line. */
  feePaise: number;
  /** The largest total (fee included) taken in cash; above it the shopper pays online. */
  maxOrderPaise: number;
  /** How long an unconfirmed cash-on-delivery order keeps its items. */
  confirmHours: number;
}

export interface DeliverySettings {
  cod: CodSettings;
  /** The current time (tests set it to check the same-day cut-off and delivery windows). */
  now: () => Date;
}
