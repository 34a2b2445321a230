-- An order is paid in cash on delivery or online (card / UPI through the gateway): the two methods the API
-- stores (contracts/order-status-values.ts, issue 34). The API has only ever written these two; NOT VALID keeps
-- a start from failing on a database with older hand-made rows, while every new or changed row is checked.
-- status-checks.test.ts holds this list, and the other status CHECKs, to the contract's.
ALTER TABLE orders ADD CONSTRAINT orders_payment_method_check
  CHECK (payment_method IN ('Cash on Delivery', 'Card / UPI')) NOT VALID;
