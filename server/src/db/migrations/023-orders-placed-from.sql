-- Where the shopper placed an order from (decision 074): 'cart', or 'workshop:{id}' for a class's booking. Placing
-- again from the same place replaces the shopper's order from there still awaiting payment, whichever tab or
-- device placed it, so two unpaid orders never hold the same pieces. NULL for orders placed otherwise.
ALTER TABLE orders ADD COLUMN placed_from text CHECK (placed_from ~ '^(cart|workshop:\S{1,200})$');

CREATE INDEX orders_placed_from_idx ON orders (user_id, placed_from) WHERE placed_from IS NOT NULL;
