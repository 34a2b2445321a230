import { Page } from '../../components/page/page';
import { ContactForm } from './contact/contact-form';
import { LocationCard } from './contact/location-card';
import './pages.css';
import './contact/contact.css';

export function ContactPage() {
  return (
    <Page
      title="Contact Us"
      description="Write to Mitti Studio about an order, a workshop or a custom piece, or visit our Mumbai studio."
    >
      <p className="pages-lead">Questions about an order, a workshop or a custom piece? Write to us.</p>
      <div className="pages-contact">
        <ContactForm />
        <LocationCard />
      </div>
    </Page>
  );
}
