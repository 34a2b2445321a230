import { sellerWords } from '../../../i18n/seller-words';

/**
 * The shipping and returns page's words in English (decision 119); `shipping-hi.ts` has each in Hindi. The shop's
 * facts that are words (how soon an order ships, how soon customer care replies) come from `sellerWords`.
 */
export const shipping = {
  ...sellerWords,
  title: 'Shipping & Returns',
  description:
    'Shipping within India, delivery times and charges, returns and exchanges, damaged items and cancellations.',
  lead: 'Every piece is packed by hand in recycled cushioning and shipped within India.',
  shippingHeading: 'Shipping Information',
  processed:
    'Orders are processed within {dispatchWithin} after payment confirmation. Custom orders take 4-6 weeks. We ship within India only.',
  optionsCaption: 'Shipping options',
  option: 'Option',
  deliveryTime: 'Delivery time',
  charge: 'Charge',
  standard: 'Standard',
  standardTime: '5-7 business days',
  standardCharge: 'Free on orders above Rs. 1,500; Rs. 150 otherwise',
  express: 'Express',
  expressTime: '2-3 business days',
  sameDay: 'Same-day (Mumbai only)',
  sameDayTime: 'Same day, for orders placed before 12 PM',
  peak: 'During peak seasons, please allow an extra 1-2 days for delivery.',
  returnsHeading: 'Returns & Exchanges',
  returnWithin: 'Items can be returned within 7 days of delivery, unused and in their original packaging.',
  notReturnable: 'Not returnable: custom orders, workshop fees, sale items, and items damaged by customer negligence.',
  returnShipping: 'Return shipping is paid by the customer, unless the item is defective or was damaged in transit.',
  refundWithin: 'Once we receive and check the return, your refund arrives within 7-10 business days.',
  exchange: 'To exchange a piece, return it and place a new order, or ask us and we will help.',
  damagedHeading: 'Damaged Items',
  damaged:
    'We pack every piece with care, but ceramics can break in transit. Please report any damage within 48 hours of delivery, with photos of the item and the packaging, and we will send a replacement or refund you in full, including shipping.',
  cancellationsHeading: 'Cancellations',
  cancelBefore: 'You can cancel an order before it has shipped from',
  myOrders: 'My Orders',
  cancelAfter: '; once it has shipped, it can no longer be cancelled, but you can return it as described above.',
  workshopCancel: 'Workshop bookings can be cancelled as follows:',
  fullRefund: '7 or more days before the workshop: full refund.',
  halfRefund: '3-6 days before the workshop: 50% refund.',
  noRefund: 'Less than 3 days before the workshop: no refund.',
  helpHeading: 'Need help?',
  help: 'Questions about a delivery, a return or a damaged piece? We reply within {replyWithin}.',
  contactUs: 'Contact Us',
} as const;

export type ShippingText = (typeof shipping)[keyof typeof shipping];
