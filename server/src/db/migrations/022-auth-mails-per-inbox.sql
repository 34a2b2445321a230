-- Password-reset and sign-in-link mails sent, by the inbox they reach and their kind (decision 071): like the
-- newsletter's confirmations, `name+1@`, `name+2@` and, at gmail.com, `n.ame@` are one inbox, so the shop's
-- sign-in pages cannot be used to send one person many mails. Rows older than a day are dropped as new ones come.
CREATE TABLE auth_mails_sent (
  inbox text NOT NULL CHECK (length(inbox) BETWEEN 1 AND 254),
  kind text NOT NULL CHECK (kind IN ('password-reset', 'sign-in-link')),
  sent_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX auth_mails_sent_inbox_idx ON auth_mails_sent (inbox, kind, sent_at);
