import { getErrorMessage, notify, usePageTitle, type RemoteModules } from '@mitti/shared';
import { formatDateTimeIndia } from '@mitti/shared/dates';
import { AdminNav } from '../../components/admin-nav';
import { QueryState } from '../../components/query-state';
import { useGetAdminMessagesQuery, useMarkMessageHandledMutation, type ContactMessage } from './admin-messages-api';

function MessageCard({ message }: { message: ContactMessage }) {
  const [markHandled, { isLoading }] = useMarkMessageHandledMutation();
  const handle = () =>
    markHandled(message.id)
      .unwrap()
      .catch((error: unknown) => notify.error(getErrorMessage(error)));
  return (
    <article className="admin-card" aria-label={`Message from ${message.name}`}>
      <p>
        <strong>{message.name}</strong> · <a href={`mailto:${message.email}`}>{message.email}</a>
        {message.phone ? ` · ${message.phone}` : ''}
      </p>
      <p className="admin-message">{message.message}</p>
      <p>
        Sent {formatDateTimeIndia(message.createdAt)}
        {message.handledAt ? ` · Handled ${formatDateTimeIndia(message.handledAt)}` : ''}
      </p>
      {!message.handledAt && (
        <button type="button" className="button button--primary" disabled={isLoading} onClick={() => void handle()}>
          Mark handled
        </button>
      )}
    </article>
  );
}

function MessagesPage() {
  usePageTitle('Messages — Owner', 'Messages sent through the contact form.');
  const query = useGetAdminMessagesQuery();
  const { data } = query;
  return (
    <div className="page admin-page">
      <AdminNav />
      <h1 className="page__title">Messages</h1>
      <QueryState query={query} loading="Loading messages..." />
      {data && (
        <p>
          {data.open} open of {data.total}.
        </p>
      )}
      {data?.messages.map((message) => (
        <MessageCard key={message.id} message={message} />
      ))}
    </div>
  );
}

export default MessagesPage satisfies RemoteModules['admin/MessagesPage'];
