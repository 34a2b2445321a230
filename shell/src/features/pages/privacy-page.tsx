import { Link, paths } from '@mitti/shared';
import { Page } from '../../components/page/page';
import { LegalSections, type LegalSection } from './legal/legal-sections';
import { PRIVACY_SECTIONS_TAIL } from './legal/privacy-rights';
import './pages.css';
import './legal/legal.css';

const sections: readonly LegalSection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    body: (
      <p>
        Mitti Studio, 14 Pali Hill Road, Bandra West, Mumbai 400050, decides why and how your personal data is processed
        on this website. Under the Digital Personal Data Protection Act, 2023 (DPDP Act) we are the Data Fiduciary and
        you are the Data Principal.
      </p>
    ),
  },
  {
    id: 'what-we-collect',
    title: 'What we collect',
    body: (
      <ul>
        <li>
          <strong>Account:</strong> your name, e-mail address and sign-in details (passwords are held by our
          authentication provider, never by us).
        </li>
        <li>
          <strong>Orders and bookings:</strong> items, amounts, shipping address and phone number, and workshop
          bookings.
        </li>
        <li>
          <strong>Payments:</strong> the payment status and reference from our payment partner. Card and UPI details go
          straight to the partner; we never see or store them.
        </li>
        <li>
          <strong>Your cart and wishlist</strong> while you are signed in, and messages you send through our{' '}
          <Link to={paths.contact()}>contact form</Link>.
        </li>
        <li>
          <strong>Newsletter:</strong> your e-mail address, if you subscribe.
        </li>
        <li>
          <strong>Technical data:</strong> what your browser stores for the site to work (your sign-in session, a
          guest's cart and orders, the e-mail used for a sign-in link), cookies with a guest's cart and whether you are
          signed in, so that our server can show your cart, and server logs kept for security.
        </li>
      </ul>
    ),
  },
  {
    id: 'why-we-use-it',
    title: 'Why we use it',
    body: (
      <ul>
        <li>To run your account, deliver your orders, host your workshops and handle returns and refunds.</li>
        <li>To answer your messages and tell you about your orders and bookings.</li>
        <li>To send our newsletter, only if you asked for it; every issue lets you unsubscribe.</li>
        <li>To keep the shop secure, prevent fraud and meet our legal, tax and accounting duties.</li>
      </ul>
    ),
  },
  {
    id: 'sharing',
    title: 'Who we share it with',
    body: (
      <p>
        We do not sell your personal data. We share only what each needs with the processors that help us run the shop:
        our authentication and hosting providers, our payment partner, and courier partners who deliver your order. They
        act on our instructions under contract. We disclose data to authorities only when the law requires it.
      </p>
    ),
  },
  ...PRIVACY_SECTIONS_TAIL,
];

export function PrivacyPage() {
  return (
    <Page
      title="Privacy Policy"
      description="How Mitti Studio collects, uses and protects your personal data, and your rights under India's DPDP Act, 2023."
      className="pages-prose"
    >
      <p className="pages-updated">Last updated: 1 June 2026</p>
      <p className="pages-lead">
        We collect only what we need to deliver your order, run your account and host your workshop.
      </p>
      <LegalSections sections={sections} label="Privacy policy sections" />
    </Page>
  );
}
