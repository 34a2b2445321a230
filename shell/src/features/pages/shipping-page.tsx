import { DISPATCH_WITHIN, Link, SELLER, paths } from '@mitti/shared';
import { Page } from '../../components/page/page';
import './pages.css';

export function ShippingPage() {
  return (
    <Page
      title="Shipping & Returns"
      description="Shipping within India, delivery times and charges, returns and exchanges, damaged items and cancellations."
      className="pages-prose"
    >
      <p className="pages-lead">Every piece is packed by hand in recycled cushioning and shipped within India.</p>

      <h2>Shipping Information</h2>
      <p>
        Orders are processed within {DISPATCH_WITHIN} after payment confirmation. Custom orders take 4-6 weeks. We ship
        within India only.
      </p>
      <table className="pages-table">
        <caption className="visually-hidden">Shipping options</caption>
        <thead>
          <tr>
            <th scope="col">Option</th>
            <th scope="col">Delivery time</th>
            <th scope="col">Charge</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">Standard</th>
            <td>5-7 business days</td>
            <td>Free on orders above Rs. 1,500; Rs. 150 otherwise</td>
          </tr>
          <tr>
            <th scope="row">Express</th>
            <td>2-3 business days</td>
            <td>Rs. 300</td>
          </tr>
          <tr>
            <th scope="row">Same-day (Mumbai only)</th>
            <td>Same day, for orders placed before 12 PM</td>
            <td>Rs. 450</td>
          </tr>
        </tbody>
      </table>
      <p>During peak seasons, please allow an extra 1-2 days for delivery.</p>

      <h2>Returns &amp; Exchanges</h2>
      <ul>
        <li>Items can be returned within 7 days of delivery, unused and in their original packaging.</li>
        <li>Not returnable: custom orders, workshop fees, sale items, and items damaged by customer negligence.</li>
        <li>Return shipping is paid by the customer, unless the item is defective or was damaged in transit.</li>
        <li>Once we receive and check the return, your refund arrives within 7-10 business days.</li>
        <li>To exchange a piece, return it and place a new order, or ask us and we will help.</li>
      </ul>

      <h2>Damaged Items</h2>
      <p>
        We pack every piece with care, but ceramics can break in transit. Please report any damage within 48 hours of
        delivery, with photos of the item and the packaging, and we will send a replacement or refund you in full,
        including shipping.
      </p>

      <h2>Cancellations</h2>
      <p>
        You can cancel an order before it has shipped from <Link to={paths.orders()}>My Orders</Link>; once it has
        shipped, it can no longer be cancelled, but you can return it as described above.
      </p>
      <p>Workshop bookings can be cancelled as follows:</p>
      <ul>
        <li>7 or more days before the workshop: full refund.</li>
        <li>3-6 days before the workshop: 50% refund.</li>
        <li>Less than 3 days before the workshop: no refund.</li>
      </ul>

      <section className="pages-callout" aria-labelledby="shipping-help-heading">
        <h2 id="shipping-help-heading">Need help?</h2>
        <p>
          Questions about a delivery, a return or a damaged piece? We reply within {SELLER.customerCare.replyWithin}.
        </p>
        <Link to={paths.contact()} className="button button--primary">
          Contact Us
        </Link>
      </section>
    </Page>
  );
}
