-- The language a shopper used when an event happened, for the mails it causes later (decision 106): an order's
-- (its payment, cash-on-delivery confirmation, shipping, delivery and cancellation mails go in the language it was
-- placed in) and a newsletter sign-up's (its welcome, sent when the link is followed from the mail). English for
-- every row before there was a choice.
ALTER TABLE orders ADD COLUMN language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'hi'));

ALTER TABLE newsletter_subscribers ADD COLUMN language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'hi'));
