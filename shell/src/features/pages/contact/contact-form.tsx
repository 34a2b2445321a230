import { useId, useState, type FormEvent } from 'react';
import { ApiError, apiRequest, type ContactBody, type ContactMessage, type ContactReceipt } from '@mitti/shared';
import { ContactField } from './contact-field';
import { validateContact, type ContactErrors } from './validate-contact';

type Status = 'idle' | 'sending' | 'sent';

export const SUBMIT_FAILED = 'Failed to submit form. Please try again.';
export const CONTACT_UNAVAILABLE = 'Contact form is temporarily unavailable. Please try again later.';

const empty: ContactMessage = { name: '', email: '', phone: '', message: '' };

function failureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 503) return CONTACT_UNAVAILABLE;
  // The API answers 400 with SPEC's own validation messages.
  if (error instanceof ApiError && error.status === 400 && error.message) return error.message;
  return SUBMIT_FAILED;
}

export function ContactForm() {
  const id = useId();
  const [form, setForm] = useState<ContactMessage>(empty);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [status, setStatus] = useState<Status>('idle');
  const [failure, setFailure] = useState<string | null>(null);

  const set = (field: keyof ContactMessage) => (value: string) => setForm((prev) => ({ ...prev, [field]: value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateContact(form);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length) return;
    setStatus('sending');
    try {
      const phone = form.phone?.trim();
      const body: ContactBody = {
        name: form.name.trim(),
        email: form.email.trim(),
        message: form.message.trim(),
        ...(phone && { phone }),
      };
      await apiRequest<ContactReceipt>({ path: '/api/contacts', method: 'POST', body });
      setStatus('sent');
      setForm(empty);
    } catch (error) {
      setFailure(failureMessage(error));
      setStatus('idle');
    }
  };

  if (status === 'sent') {
    return (
      <div className="pages-contact__sent" role="status">
        <h2>Thank you for your message!</h2>
        <p>We have received it and will get back to you within 1-2 business days.</p>
        <button type="button" className="button button--ghost" onClick={() => setStatus('idle')}>
          Send another message
        </button>
      </div>
    );
  }

  return (
    <form className="pages-contact__form" onSubmit={onSubmit} noValidate>
      <h2>Send us a message</h2>
      {failure && (
        <p className="pages-contact__failure" role="alert">
          {failure}
        </p>
      )}
      <ContactField
        id={`${id}-name`}
        label="Name"
        required
        autoComplete="name"
        value={form.name}
        error={errors.name}
        onChange={set('name')}
      />
      <ContactField
        id={`${id}-email`}
        label="Email"
        type="email"
        required
        autoComplete="email"
        value={form.email}
        error={errors.email}
        onChange={set('email')}
      />
      <ContactField
        id={`${id}-phone`}
        label="Phone"
        type="tel"
        autoComplete="tel"
        value={form.phone ?? ''}
        onChange={set('phone')}
      />
      <ContactField
        id={`${id}-message`}
        label="Message"
        multiline
        required
        value={form.message}
        error={errors.message}
        onChange={set('message')}
      />
      <button type="submit" className="button button--primary" disabled={status === 'sending'}>
        {status === 'sending' ? 'Sending...' : 'Send Message'}
      </button>
    </form>
  );
}
