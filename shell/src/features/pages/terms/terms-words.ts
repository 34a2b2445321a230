import { sellerWords } from '../../../i18n/seller-words';

/**
 * The terms and conditions' words in English (decision 119); `terms-hi.ts` has each in Hindi. The seller's names,
 * address, mailboxes and phones stay as they are; its facts that are words come from `sellerWords`.
 */
export const terms = {
  ...sellerWords,
  title: 'Terms & Conditions',
  description: 'Terms and conditions for shopping and booking workshops at Mitti Studio.',
  updated: 'Last updated: 1 June 2026',
  sectionsLabel: 'Terms sections',
  overview: 'Overview',
  overviewText:
    'This website is operated by {legalName} ("Mitti Studio"), {address}, which sells every product and workshop on it. Throughout these terms, "we", "us" and "our" refer to Mitti Studio. By visiting our site or buying from us, you agree to these terms and conditions, including the policies they refer to. Please read them carefully.',
  storeTerms: 'Online Store Terms',
  storeTermsText:
    'By agreeing to these terms, you confirm that you are at least 18 years old, or that you are using the site with the consent of a parent or guardian. You may not use our products or site for any illegal or unauthorised purpose, nor transmit any malicious code. A breach of any of these terms ends your right to use our services.',
  general: 'General Conditions',
  generalText:
    'We may refuse service to anyone for any reason at any time. Card and UPI details are handled by our payment partner over encrypted connections and never stored by us. You agree not to reproduce, sell or exploit any part of the site or our designs without our written permission.',
  accuracy: 'Accuracy of Information',
  accuracyText:
    'We work to keep the information on this site accurate and current, but it is provided for general information only. Because every piece is handmade, colours, glazes and dimensions may vary slightly from the photographs and descriptions; these variations are not defects.',
  prices: 'Modifications to the Service and Prices',
  pricesText:
    'Prices are in Indian rupees and include applicable taxes unless stated otherwise. They may change without notice; the price that applies is the one shown when you place your order. We may modify or discontinue any product, workshop or part of the service at any time.',
  products: 'Products or Services',
  productsBefore: 'Some products and workshops are available in limited quantities and are subject to our',
  shippingLink: 'Shipping & Returns',
  productsAfter:
    ' policy. We may limit the quantities we sell to any person or household. Workshop places are confirmed once paid and follow the cancellation terms on that page.',
  liability: 'Disclaimer of Warranties and Limitation of Liability',
  liabilityText:
    'We do not guarantee that the site will be uninterrupted or error-free. To the extent permitted by law, our liability for any claim arising from a purchase is limited to the amount you paid for the product or workshop concerned. Nothing in these terms limits your rights as a consumer under the Consumer Protection Act, 2019.',
  termination: 'Termination',
  terminationText:
    'These terms apply until ended by you or us. You may end them at any time by no longer using the site. If you fail to comply with them, we may end them without notice; obligations incurred before termination survive it. These terms are governed by the laws of India, and the courts of Mumbai have jurisdiction.',
  contact: 'Contact Information',
  questions: 'Questions about these terms should be sent to',
  seller: 'Seller: {legalName}, {address}. Customer care:',
  and: 'and',
  grievance: 'Grievance officer (Consumer Protection (E-Commerce) Rules, 2020): {name},',
  complaintTimes:
    'We acknowledge every complaint within {acknowledgeWithin} and resolve it within {resolveWithin} of receiving it.',
} as const;

export type TermsText = (typeof terms)[keyof typeof terms];
