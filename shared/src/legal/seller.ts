/**
 * Who sells on this site, as the Consumer Protection (E-Commerce) Rules 2020 (rule 5(3) and 4(4)) require it to
 * be shown: the seller's legal name, address, customer care and grievance officer. One place for the footer, the
 * terms page and the tax invoice (decision 026).
 */
export const SELLER = {
  legalName: 'Mitti Studio Crafts Private Limited',
  tradeName: 'Mitti Studio',
  address: '14 Pali Hill Road, Bandra West, Mumbai, Maharashtra 400050, India',
  customerCare: {
    phone: '+91 22 2640 1234',
    phoneHref: 'tel:+912226401234',
    email: 'hello@mittistudio.in',
    hours: 'Tuesday to Sunday, 11 AM to 7 PM',
    /** How soon a message (the contact form, a mail) is answered: the contact page, the policies and the mail. */
    replyWithin: '1-2 business days',
  },
  grievanceOfficer: {
    // The same officer, and the same address, the privacy policy names for data-protection grievances (DPDP
    // Act): one grievance mailbox, customer care's for everything else (decision 075).
    name: 'Priya Menon',
    email: 'grievance@mittistudio.in',
    phone: '+91 22 2640 1234',
    phoneHref: 'tel:+912226401234',
    acknowledgeWithin: '48 hours',
    resolveWithin: 'one month',
  },
} as const;

/** Every piece is thrown, glazed and fired in the studio: the maker and the country of origin on product pages. */
export const MAKER = 'Mitti Studio, Bandra West, Mumbai';
export const COUNTRY_OF_ORIGIN = 'India';
