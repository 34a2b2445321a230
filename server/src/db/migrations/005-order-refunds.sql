-- What a cancellation owes the shopper back (SPEC section 9: workshop refunds by days before the date).
ALTER TABLE orders
  ADD COLUMN refund_paise bigint CHECK (refund_paise >= 0),
  ADD COLUMN refund_percent integer CHECK (refund_percent BETWEEN 0 AND 100);
