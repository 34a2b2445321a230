import { sellerWords } from '../../../i18n/seller-words';

/**
 * The privacy policy's words in English (decision 119); `privacy-hi.ts` has each in Hindi. The shop's facts that are
 * words (the grievance times, customer care's hours) come from `sellerWords`.
 */
export const privacy = {
  ...sellerWords,
  title: 'Privacy Policy',
  description:
    "How Mitti Studio collects, uses and protects your personal data, and your rights under India's DPDP Act, 2023.",
  updated: 'Last updated: 1 June 2026',
  lead: 'We collect only what we need to deliver your order, run your account and host your workshop.',
  sectionsLabel: 'Privacy policy sections',
  whoWeAre: 'Who we are',
  whoWeAreText:
    'Mitti Studio, 14 Pali Hill Road, Bandra West, Mumbai 400050, decides why and how your personal data is processed on this website. Under the Digital Personal Data Protection Act, 2023 (DPDP Act) we are the Data Fiduciary and you are the Data Principal.',
  whatWeCollect: 'What we collect',
  accountLabel: 'Account:',
  accountText:
    'your name, e-mail address and sign-in details (passwords are held by our authentication provider, never by us).',
  ordersLabel: 'Orders and bookings:',
  ordersText: 'items, amounts, shipping address and phone number, and workshop bookings.',
  paymentsLabel: 'Payments:',
  paymentsText:
    'the payment status and reference from our payment partner. Card and UPI details go straight to the partner; we never see or store them.',
  cartLabel: 'Your cart and wishlist',
  cartBefore: 'while you are signed in, and messages you send through our',
  contactForm: 'contact form',
  cartAfter: '.',
  newsletterLabel: 'Newsletter:',
  newsletterText: 'your e-mail address, if you subscribe.',
  technicalLabel: 'Technical data:',
  technicalText:
    "what your browser stores for the site to work (your sign-in session, a guest's cart and orders, the e-mail used for a sign-in link), cookies with a guest's cart and whether you are signed in, so that our server can show your cart, and server logs kept for security.",
  whyWeUseIt: 'Why we use it',
  useToRun: 'To run your account, deliver your orders, host your workshops and handle returns and refunds.',
  useToAnswer: 'To answer your messages and tell you about your orders and bookings.',
  useForNewsletter: 'To send our newsletter, only if you asked for it; every issue lets you unsubscribe.',
  useForSecurity: 'To keep the shop secure, prevent fraud and meet our legal, tax and accounting duties.',
  sharing: 'Who we share it with',
  sharingText:
    'We do not sell your personal data. We share only what each needs with the processors that help us run the shop: our authentication and hosting providers, our payment partner, and courier partners who deliver your order. They act on our instructions under contract. We disclose data to authorities only when the law requires it.',
  retention: 'How long we keep it',
  keepAccount: 'Account data: while your account is open; erased within 30 days after you ask us to close it.',
  keepOrders: 'Orders, invoices and payment records: 8 years, as Indian tax and accounting law requires.',
  keepMessages: 'Contact messages: up to 2 years after our last reply.',
  keepNewsletter: 'Newsletter address: until you unsubscribe.',
  keepLogs: 'Security logs: up to 180 days.',
  rights: 'Your rights under the DPDP Act, 2023',
  rightsIntro: 'As a Data Principal you have the right to:',
  rightSummary: 'get a summary of the personal data we hold about you and how we process it;',
  rightCorrect: 'have inaccurate or incomplete data corrected and updated, and data we no longer need erased;',
  rightWithdraw:
    'withdraw your consent at any time, as easily as you gave it (this does not affect earlier processing);',
  rightGrievance: 'have your grievances addressed by us, quickly and free of charge;',
  rightNominate: 'nominate someone to exercise these rights if you die or become unable to.',
  rightsHow:
    'You can update your name and e-mail address yourself in My Account. For anything else, write to our Grievance Officer below, who acknowledges your request within {acknowledgeWithin} and resolves it within {resolveWithin}.',
  security: 'How we protect it',
  securityText:
    'Data travels over encrypted connections, access is limited to the staff who need it, and your account data is available only to you once signed in. If a personal data breach affects you, we will inform you and the Data Protection Board of India as the law requires.',
  children: 'Children',
  childrenText:
    'Our shop is meant for adults. We do not knowingly process the personal data of anyone under 18 without verifiable consent from a parent or lawful guardian, and we never track or target advertising at children.',
  grievanceOfficer: 'Contact and Grievance Officer',
  officerLine: 'Grievance Officer: {name}, {tradeName}, {address}.',
  email: 'E-mail:',
  phone: 'phone:',
  complaint:
    'If you are not satisfied with our response, you may complain to the Data Protection Board of India. We may update this policy; the date at the top shows the latest version, and we will tell you of significant changes.',
} as const;

export type PrivacyText = (typeof privacy)[keyof typeof privacy];
