import { getErrorMessage, notify, usePageTitle, type RemoteModules } from '@mitti/shared';
import { formatDateTimeIndia } from '@mitti/shared/dates';
import { AdminNav } from '../../components/admin-nav';
import { QueryState } from '../../components/query-state';
import { useGetMailOutboxQuery, useRetryMailMutation, type UndeliveredMail } from './admin-mail-api';

function UndeliveredCard({ mail }: { mail: UndeliveredMail }) {
  const [retry, { isLoading }] = useRetryMailMutation();
  const send = () =>
    retry(mail.id)
      .unwrap()
      .then(() => notify.success(`${mail.label} queued again`))
      .catch((error: unknown) => notify.error(getErrorMessage(error)));
  return (
    <article className="admin-card" aria-label={`${mail.label} to ${mail.recipient}`}>
      <p>
        <strong>{mail.label}</strong> to {mail.recipient}
      </p>
      <p>{mail.subject}</p>
      <p>
        Queued {formatDateTimeIndia(mail.createdAt)} · gave up {formatDateTimeIndia(mail.failedAt)} after{' '}
        {mail.attempts === 1 ? '1 attempt' : `${mail.attempts} attempts`}
      </p>
      {mail.lastError && <p className="admin-message">{mail.lastError}</p>}
      <button type="button" className="button button--primary" disabled={isLoading} onClick={() => void send()}>
        Retry
      </button>
    </article>
  );
}

/** /admin/email: the messages the shop could not send after all their retries, each with Retry (decision 040). */
function MailPage() {
  usePageTitle('E-mail — Owner', 'Messages the shop could not send.');
  const query = useGetMailOutboxQuery();
  const { data } = query;
  return (
    <div className="page admin-page">
      <AdminNav />
      <h1 className="page__title">E-mail</h1>
      <QueryState query={query} loading="Loading e-mail..." />
      {data && (
        <p>
          {data.undelivered.length === 0
            ? 'Every message has been sent.'
            : `${data.undelivered.length} could not be sent. Correct what the mail server said, then Retry.`}{' '}
          {data.waiting > 0 && `${data.waiting} waiting to be sent.`}
        </p>
      )}
      {data?.undelivered.map((mail) => (
        <UndeliveredCard key={mail.id} mail={mail} />
      ))}
    </div>
  );
}

export default MailPage satisfies RemoteModules['admin/MailPage'];
