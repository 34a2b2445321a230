-- Newsletter subscriptions: one row per address, however often it is submitted.
CREATE TABLE newsletter_subscribers (
  -- Stored trimmed and lower-cased, so Asha@Example.in and asha@example.in are one subscriber.
  email text PRIMARY KEY CHECK (email = lower(btrim(email)) AND length(email) BETWEEN 3 AND 254),
  subscribed_at timestamptz NOT NULL DEFAULT now()
);
