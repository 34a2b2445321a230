-- The owner marks a refund as paid back (decision 024): payment status 'refunded' and when it was recorded.
ALTER TABLE orders DROP CONSTRAINT orders_payment_status_check;
ALTER TABLE orders ADD CONSTRAINT orders_payment_status_check
  CHECK (payment_status IN ('pending', 'paid', 'failed', 'cancelled', 'refund_due', 'refunded'));
ALTER TABLE orders ADD COLUMN refunded_at timestamptz;

-- The owner's order list filters by status and date and searches by e-mail, newest first.
CREATE INDEX orders_created_at_idx ON orders (created_at DESC);
CREATE INDEX orders_user_email_idx ON orders (lower(user_email));
