import { Link, paths } from '@mitti/shared';
import { Page } from '../../components/page/page';
import { FaqAccordion } from './faq/faq-accordion';
import { FAQ_CATEGORIES, FAQ_ENTRIES } from './faq/faq-data';
import './pages.css';
import './faq/faq.css';

export function FaqPage() {
  return (
    <Page
      title="Frequently Asked Questions"
      description="Answers about orders, payment, shipping, returns, caring for your ceramics and our pottery workshops."
      className="pages-prose"
    >
      <FaqAccordion groups={FAQ_CATEGORIES} entries={FAQ_ENTRIES} />
      <section className="pages-callout" aria-labelledby="faq-more-heading">
        <h2 id="faq-more-heading">Can't find what you're looking for?</h2>
        <p>Our team is happy to help with anything about your order, our pieces or our workshops.</p>
        <Link to={paths.contact()} className="button button--primary">
          Contact Us
        </Link>
      </section>
    </Page>
  );
}
