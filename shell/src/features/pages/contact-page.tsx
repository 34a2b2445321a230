import { HTML_LANG, useLanguage, useTranslate } from '@mitti/shared';
import { Page } from '../../components/page/page';
import { contactMessages } from '../../i18n/contact-messages';
import { ContactForm } from './contact/contact-form';
import { LocationCard } from './contact/location-card';
import './pages.css';
import './contact/contact.css';

export function ContactPage() {
  const t = useTranslate();
  // The shell's own page, in the page's language (as the not-found page), inside the `<main>` of the remotes' pages.
  return (
    <Page
      title={t(contactMessages.contactTitle)}
      description={t(contactMessages.contactDescription)}
      lang={HTML_LANG[useLanguage()]}
    >
      <p className="pages-lead">{t(contactMessages.contactLead)}</p>
      <div className="pages-contact">
        <ContactForm />
        <LocationCard />
      </div>
    </Page>
  );
}
