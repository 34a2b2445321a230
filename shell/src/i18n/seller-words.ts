import { DISPATCH_WITHIN, SELLER } from '@mitti/shared';

/**
 * The shop's facts that are words (decision 119): how soon an order ships, customer care's hours and replies, the
 * grievance officer's times. The policy pages spread them into their own words and the footer's seller names them;
 * `seller-hi.ts` words them in Hindi, once for every page.
 */
export const sellerWords = {
  dispatchWithin: DISPATCH_WITHIN,
  hours: SELLER.customerCare.hours,
  replyWithin: SELLER.customerCare.replyWithin,
  acknowledgeWithin: SELLER.grievanceOfficer.acknowledgeWithin,
  resolveWithin: SELLER.grievanceOfficer.resolveWithin,
} as const;
