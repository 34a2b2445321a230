-- The owner takes a product off the store and puts it back (decision 070): hidden while hidden_at is set. The row
-- stays, so the orders and invoices that name it keep reading its category and stock. Every product is shown
-- until the owner hides it.
ALTER TABLE products ADD COLUMN hidden_at timestamptz;
