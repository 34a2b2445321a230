-- Confirmation mails sent, by the inbox they reach (issue 54): `name+1@`, `name+2@` and, at gmail.com, `n.ame@` are
-- one inbox, so the newsletter box cannot be used to send one person many mails. Rows older than a day are
-- dropped as new ones come.
CREATE TABLE newsletter_confirmations (
  inbox text NOT NULL CHECK (length(inbox) BETWEEN 1 AND 254),
  sent_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX newsletter_confirmations_inbox_idx ON newsletter_confirmations (inbox, sent_at);
