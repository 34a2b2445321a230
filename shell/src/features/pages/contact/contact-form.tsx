import { useEffect, useId, useRef, useState } from 'react';
import {
  ActionForm,
  CONTACT_LIMITS,
  apiRequest,
  flashFor,
  SELLER,
  selectFlash,
  useAppSelector,
  type ContactReceipt,
} from '@mitti/shared';
import { ContactField } from './contact-field';
import { contactBodyOf, contactMessageOf } from './contact-fields';
import { CONTACT_THANKS, contactFailureMessage } from './contact-messages';
import { validateContact, type ContactErrors } from './validate-contact';

type Status = 'idle' | 'sending' | 'sent';

/**
 * SPEC's contact form (idle, sending, sent). Before the app runs (or without JavaScript) it is a plain post
 * the shell's server answers (contact-action.ts), coming back here with the thank-you or the problems and
 * what was typed; once the app runs, it is sent from here without a page load.
 */
export function ContactForm() {
  const id = useId();
  const answered = flashFor(useAppSelector(selectFlash), 'contact');
  const [errors, setErrors] = useState<ContactErrors>(answered?.errors ?? {});
  const [status, setStatus] = useState<Status>(answered?.kind === 'success' ? 'sent' : 'idle');
  const [failure, setFailure] = useState<string | null>(
    answered?.kind === 'error' && !answered.errors ? answered.text : null,
  );
  const formRef = useRef<HTMLFormElement>(null);
  // The browser checks the required fields itself until the app runs; then the form's own messages do.
  useEffect(() => {
    if (formRef.current) formRef.current.noValidate = true;
  }, [status]);

  const send = async (fields: FormData) => {
    const message = contactMessageOf(fields);
    const found = validateContact(message);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length) return;
    setStatus('sending');
    try {
      await apiRequest<ContactReceipt>({ path: '/api/contacts', method: 'POST', body: contactBodyOf(message) });
      setStatus('sent');
    } catch (error) {
      setFailure(contactFailureMessage(error));
      setStatus('idle');
    }
  };

  if (status === 'sent') {
    return (
      <div className="pages-contact__sent" role="status">
        <h2>{CONTACT_THANKS}</h2>
        <p>We have received it and will get back to you within {SELLER.customerCare.replyWithin}.</p>
        <button type="button" className="button button--ghost" onClick={() => setStatus('idle')}>
          Send another message
        </button>
      </div>
    );
  }

  const typed = answered?.fields ?? {};
  return (
    <ActionForm action="contact" className="pages-contact__form" ref={formRef} onSubmit={(fields) => void send(fields)}>
      <h2>Send us a message</h2>
      {failure && (
        <p className="pages-contact__failure" role="alert">
          {failure}
        </p>
      )}
      <ContactField
        id={`${id}-name`}
        name="name"
        label="Name"
        required
        autoComplete="name"
        maxLength={CONTACT_LIMITS.name}
        defaultValue={typed.name}
        error={errors.name}
      />
      <ContactField
        id={`${id}-email`}
        name="email"
        label="Email"
        type="email"
        required
        autoComplete="email"
        maxLength={CONTACT_LIMITS.email}
        defaultValue={typed.email}
        error={errors.email}
      />
      <ContactField
        id={`${id}-phone`}
        name="phone"
        label="Phone"
        type="tel"
        autoComplete="tel"
        maxLength={CONTACT_LIMITS.phone}
        defaultValue={typed.phone}
      />
      <ContactField
        id={`${id}-message`}
        name="message"
        label="Message"
        multiline
        required
        maxLength={CONTACT_LIMITS.message}
        defaultValue={typed.message}
        error={errors.message}
      />
      <button type="submit" className="button button--primary" disabled={status === 'sending'}>
        {status === 'sending' ? 'Sending...' : 'Send Message'}
      </button>
    </ActionForm>
  );
}
