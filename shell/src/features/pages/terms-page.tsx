import { Link, SELLER, paths } from '@mitti/shared';
import { Page } from '../../components/page/page';
import { LegalSections, type LegalSection } from './legal/legal-sections';
import './pages.css';
import './legal/legal.css';

const sections: readonly LegalSection[] = [
  {
    id: 'overview',
    title: 'Overview',
    body: (
      <p>
        This website is operated by {SELLER.legalName} ("Mitti Studio"), {SELLER.address}, which sells every product and
        workshop on it. Throughout these terms, "we", "us" and "our" refer to Mitti Studio. By visiting our site or
        buying from us, you agree to these terms and conditions, including the policies they refer to. Please read them
        carefully.
      </p>
    ),
  },
  {
    id: 'online-store-terms',
    title: 'Online Store Terms',
    body: (
      <p>
        By agreeing to these terms, you confirm that you are at least 18 years old, or that you are using the site with
        the consent of a parent or guardian. You may not use our products or site for any illegal or unauthorised
        purpose, nor transmit any malicious code. A breach of any of these terms ends your right to use our services.
      </p>
    ),
  },
  {
    id: 'general-conditions',
    title: 'General Conditions',
    body: (
      <p>
        We may refuse service to anyone for any reason at any time. Card and UPI details are handled by our payment
        partner over encrypted connections and never stored by us. You agree not to reproduce, sell or exploit any part
        of the site or our designs without our written permission.
      </p>
    ),
  },
  {
    id: 'accuracy-of-information',
    title: 'Accuracy of Information',
    body: (
      <p>
        We work to keep the information on this site accurate and current, but it is provided for general information
        only. Because every piece is handmade, colours, glazes and dimensions may vary slightly from the photographs and
        descriptions; these variations are not defects.
      </p>
    ),
  },
  {
    id: 'modifications-and-prices',
    title: 'Modifications to the Service and Prices',
    body: (
      <p>
        Prices are in Indian rupees and include applicable taxes unless stated otherwise. They may change without
        notice; the price that applies is the one shown when you place your order. We may modify or discontinue any
        product, workshop or part of the service at any time.
      </p>
    ),
  },
  {
    id: 'products-or-services',
    title: 'Products or Services',
    body: (
      <p>
        Some products and workshops are available in limited quantities and are subject to our{' '}
        <Link to={paths.shipping()}>Shipping &amp; Returns</Link> policy. We may limit the quantities we sell to any
        person or household. Workshop places are confirmed once paid and follow the cancellation terms on that page.
      </p>
    ),
  },
  {
    id: 'disclaimer-and-liability',
    title: 'Disclaimer of Warranties and Limitation of Liability',
    body: (
      <p>
        We do not guarantee that the site will be uninterrupted or error-free. To the extent permitted by law, our
        liability for any claim arising from a purchase is limited to the amount you paid for the product or workshop
        concerned. Nothing in these terms limits your rights as a consumer under the Consumer Protection Act, 2019.
      </p>
    ),
  },
  {
    id: 'termination',
    title: 'Termination',
    body: (
      <p>
        These terms apply until ended by you or us. You may end them at any time by no longer using the site. If you
        fail to comply with them, we may end them without notice; obligations incurred before termination survive it.
        These terms are governed by the laws of India, and the courts of Mumbai have jurisdiction.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact Information',
    body: (
      <>
        <p>
          Questions about these terms should be sent to{' '}
          <a href={`mailto:${SELLER.customerCare.email}`}>{SELLER.customerCare.email}</a>.
        </p>
        <p>
          Seller: {SELLER.legalName}, {SELLER.address}. Customer care:{' '}
          <a href={SELLER.customerCare.phoneHref}>{SELLER.customerCare.phone}</a> and{' '}
          <a href={`mailto:${SELLER.customerCare.email}`}>{SELLER.customerCare.email}</a>, {SELLER.customerCare.hours}.
        </p>
        <p>
          Grievance officer (Consumer Protection (E-Commerce) Rules, 2020): {SELLER.grievanceOfficer.name},{' '}
          <a href={`mailto:${SELLER.grievanceOfficer.email}`}>{SELLER.grievanceOfficer.email}</a>,{' '}
          <a href={SELLER.grievanceOfficer.phoneHref}>{SELLER.grievanceOfficer.phone}</a>. We acknowledge every
          complaint within {SELLER.grievanceOfficer.acknowledgeWithin} and resolve it within{' '}
          {SELLER.grievanceOfficer.resolveWithin} of receiving it.
        </p>
      </>
    ),
  },
];

export function TermsPage() {
  return (
    <Page
      title="Terms & Conditions"
      description="Terms and conditions for shopping and booking workshops at Mitti Studio."
      className="pages-prose"
    >
      <p className="pages-updated">Last updated: 1 June 2026</p>
      <LegalSections sections={sections} label="Terms sections" />
    </Page>
  );
}
