import { Link, SELLER, paths } from '@mitti/shared';
import { NAV_LINKS } from './nav-links';
import { NewsletterForm } from './newsletter-form';
import { SellerDisclosure } from './seller-disclosure';

export function Footer() {
  return (
    <footer className="footer">
      <div className="footer__grid">
        <section>
          <h2 className="footer__heading">Mitti Studio</h2>
          <p>
            Handcrafted ceramics thrown, glazed and fired in our Mumbai studio, and workshops where you can make your
            own.
          </p>
        </section>
        <section>
          <h2 className="footer__heading">Quick links</h2>
          <ul className="footer__list">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </section>
        <section>
          <h2 className="footer__heading">Customer service</h2>
          <ul className="footer__list">
            <li>
              <Link to={paths.faq()}>FAQ</Link>
            </li>
            <li>
              <Link to={paths.shipping()}>Shipping &amp; Returns</Link>
            </li>
            <li>
              <Link to={paths.terms()}>Terms &amp; Conditions</Link>
            </li>
            <li>
              <Link to={paths.privacy()}>Privacy Policy</Link>
            </li>
          </ul>
        </section>
        <section>
          <h2 className="footer__heading">Contact</h2>
          <address className="footer__address">
            Mitti Studio, 14 Pali Hill Road, Bandra West, Mumbai 400050
            <br />
            <a href={SELLER.customerCare.phoneHref}>{SELLER.customerCare.phone}</a>
            <br />
            <a href={`mailto:${SELLER.customerCare.email}`}>{SELLER.customerCare.email}</a>
          </address>
          <NewsletterForm />
        </section>
      </div>
      <SellerDisclosure />
      <p className="footer__copyright">© {new Date().getFullYear()} Mitti Studio. All rights reserved.</p>
    </footer>
  );
}
