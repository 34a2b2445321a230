-- Delivery by PIN code and cash-on-delivery rules (decision 026): the shipping option an order chose (its price
-- is in shipping_paise) and the cash-on-delivery fee, its own line (included in total_paise). Older orders
-- shipped standard and paid no fee.
ALTER TABLE orders ADD COLUMN shipping_option text NOT NULL DEFAULT 'standard'
  CHECK (shipping_option IN ('standard', 'express', 'same-day'));
ALTER TABLE orders ADD COLUMN cod_fee_paise bigint NOT NULL DEFAULT 0 CHECK (cod_fee_paise >= 0);
