import { useEffect, useId, useRef, useState } from 'react';
import {
  ActionForm,
  CONTACT_LIMITS,
  apiRequest,
  flashFor,
  selectFlash,
  useAppSelector,
  useTranslate,
  type ContactReceipt,
} from '@mitti/shared';
import { contactMessages } from '../../../i18n/contact-messages';
import { ContactField } from './contact-field';
import { contactBodyOf, contactMessageOf } from './contact-fields';
import { contactFailureMessage } from './contact-messages';
import { validateContact } from './validate-contact';
import { say, type Said } from '../../../i18n/said';

type Status = 'idle' | 'sending' | 'sent';
/** A field's problem: the form's own (a message), or the server's answer to the form posted without the app (words). */
type Problems = Partial<Record<'name' | 'email' | 'message', Said>>;

/**
 * SPEC's contact form (idle, sending, sent). Before the app runs (or without JavaScript) it is a plain post
 * the shell's server answers (contact-action.ts), coming back here with the thank-you or the problems and
 * what was typed; once the app runs, it is sent from here without a page load.
 */
export function ContactForm() {
  const id = useId();
  const t = useTranslate();
  const word = (said: Said | undefined) => (said === undefined ? undefined : say(t, said));
  const answered = flashFor(useAppSelector(selectFlash), 'contact');
  const [errors, setErrors] = useState<Problems>(answered?.errors ?? {});
  const [status, setStatus] = useState<Status>(answered?.kind === 'success' ? 'sent' : 'idle');
  const [failure, setFailure] = useState<Said | null>(
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
        <h2>{t(contactMessages.thanks)}</h2>
        <p>
          {t(contactMessages.receivedBefore)} {t(contactMessages.replyWithin)}
          {t(contactMessages.receivedAfter)}
        </p>
        <button type="button" className="button button--ghost" onClick={() => setStatus('idle')}>
          {t(contactMessages.sendAnother)}
        </button>
      </div>
    );
  }

  const typed = answered?.fields ?? {};
  return (
    <ActionForm action="contact" className="pages-contact__form" ref={formRef} onSubmit={(fields) => void send(fields)}>
      <h2>{t(contactMessages.sendUsAMessage)}</h2>
      {failure && (
        <p className="pages-contact__failure" role="alert">
          {word(failure)}
        </p>
      )}
      <ContactField
        id={`${id}-name`}
        name="name"
        label={t(contactMessages.contactName)}
        required
        autoComplete="name"
        maxLength={CONTACT_LIMITS.name}
        defaultValue={typed.name}
        error={word(errors.name)}
      />
      <ContactField
        id={`${id}-email`}
        name="email"
        label={t(contactMessages.contactEmail)}
        type="email"
        required
        autoComplete="email"
        maxLength={CONTACT_LIMITS.email}
        defaultValue={typed.email}
        error={word(errors.email)}
      />
      <ContactField
        id={`${id}-phone`}
        name="phone"
        label={t(contactMessages.contactPhone)}
        type="tel"
        autoComplete="tel"
        maxLength={CONTACT_LIMITS.phone}
        defaultValue={typed.phone}
      />
      <ContactField
        id={`${id}-message`}
        name="message"
        label={t(contactMessages.contactMessage)}
        multiline
        required
        maxLength={CONTACT_LIMITS.message}
        defaultValue={typed.message}
        error={word(errors.message)}
      />
      <button type="submit" className="button button--primary" disabled={status === 'sending'}>
        {t(status === 'sending' ? contactMessages.sending : contactMessages.sendMessage)}
      </button>
    </ActionForm>
  );
}
