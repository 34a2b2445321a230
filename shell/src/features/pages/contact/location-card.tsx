import { SELLER } from '@mitti/shared';

export function LocationCard() {
  return (
    <aside className="pages-contact__card" aria-labelledby="location-heading">
      <h2 id="location-heading">Visit the studio</h2>
      <address>
        Mitti Studio
        <br />
        14 Pali Hill Road, Bandra West
        <br />
        Mumbai, Maharashtra 400050
      </address>
      <h3>Opening hours</h3>
      <p>
        Tuesday to Sunday, 11:00 AM - 7:00 PM
        <br />
        Closed on Mondays and public holidays
      </p>
      <h3>Reach us</h3>
      <p>
        Phone: <a href={SELLER.customerCare.phoneHref}>{SELLER.customerCare.phone}</a>
        <br />
        Email: <a href={`mailto:${SELLER.customerCare.email}`}>{SELLER.customerCare.email}</a>
      </p>
      <a
        href="https://www.google.com/maps/search/?api=1&query=14+Pali+Hill+Road+Bandra+West+Mumbai+400050"
        target="_blank"
        rel="noreferrer"
      >
        Open in Google Maps<span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    </aside>
  );
}
