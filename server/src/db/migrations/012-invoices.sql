-- GST invoices (decision 027). An invoice is issued once per order, the first time it is asked for once it is
-- due, with the next serial number of the financial year (April to March, India time): `invoice_series` holds
-- the last number given in each year, taken by a row-locking upsert in the same transaction as the invoice, so
-- concurrent issues get consecutive numbers and a rolled-back issue leaves no gap. What the invoice was issued
-- as (tax invoice under a GSTIN, or bill of supply) and each line's HSN code are kept, so it reads the same on
-- every download.
CREATE TABLE invoice_series (
  financial_year text PRIMARY KEY CHECK (financial_year ~ '^\d{4}-\d{2}$'),
  last_serial integer NOT NULL CHECK (last_serial > 0)
);

CREATE TABLE invoices (
  order_id uuid PRIMARY KEY REFERENCES orders (id),
  invoice_number text NOT NULL UNIQUE CHECK (length(invoice_number) <= 16),
  financial_year text NOT NULL,
  serial integer NOT NULL CHECK (serial > 0),
  kind text NOT NULL CHECK (kind IN ('tax-invoice', 'bill-of-supply')),
  seller_gstin text CHECK ((kind = 'tax-invoice') = (seller_gstin IS NOT NULL)),
  -- One HSN (goods) or SAC (services) code per line of orders.items, in the same order.
  hsn_codes jsonb NOT NULL,
  issued_at timestamptz NOT NULL,
  UNIQUE (financial_year, serial)
);
