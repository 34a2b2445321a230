-- The shop's e-mail (decision 040). A message is written here in the same transaction as the event that causes
-- it, with a pg-boss job (schema pgboss) that a worker picks up; the job carries only this row's id.
CREATE TABLE mail_messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- The event that caused it ('order-confirmation:<order id>', ...): a repeated event (a webhook delivered
  -- twice, a retried request) finds its message already here and queues nothing.
  event_key text NOT NULL UNIQUE CHECK (length(event_key) BETWEEN 1 AND 300),
  kind text NOT NULL,
  recipient text NOT NULL,
  -- What the message says, as it was when its event happened.
  data jsonb NOT NULL,
  status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sent', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz,
  failed_at timestamptz
);

CREATE INDEX mail_messages_failed_idx ON mail_messages (failed_at DESC) WHERE status = 'failed';

-- Double opt-in: a sign-up counts once its address has followed the link mailed to it (confirmed_at), and stops
-- counting when it unsubscribes. The token is the secret in both links.
ALTER TABLE newsletter_subscribers
  ADD COLUMN token uuid NOT NULL DEFAULT gen_random_uuid(),
  ADD COLUMN confirmed_at timestamptz,
  ADD COLUMN confirmation_sent_at timestamptz,
  ADD COLUMN unsubscribed_at timestamptz;

CREATE UNIQUE INDEX newsletter_subscribers_token_idx ON newsletter_subscribers (token);

-- Sign-ups from before double opt-in keep counting: the shop had no way to ask them, and dropping them would
-- empty the owner's list without a word.
UPDATE newsletter_subscribers SET confirmed_at = subscribed_at;
