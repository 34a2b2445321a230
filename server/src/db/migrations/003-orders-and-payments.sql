-- Orders, their payments, received gateway webhooks and idempotent write responses.
-- Money is integer paise; the API converts to rupees at the edge.
CREATE SEQUENCE order_number_seq;

CREATE TABLE orders (
  -- Random, so an order id in a confirmation link cannot be guessed from another one.
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  order_number text NOT NULL UNIQUE,
  user_id text NOT NULL,
  user_email text,
  user_name text,
  -- Snapshot of what was bought at the price charged, so later catalogue edits never change an order.
  items jsonb NOT NULL,
  subtotal_paise bigint NOT NULL CHECK (subtotal_paise >= 0),
  shipping_paise bigint NOT NULL CHECK (shipping_paise >= 0),
  total_paise bigint NOT NULL CHECK (total_paise >= 0),
  order_status text NOT NULL
    CHECK (order_status IN ('pending', 'processing', 'confirmed', 'shipped', 'delivered', 'cancelled', 'failed')),
  payment_method text NOT NULL,
  payment_status text NOT NULL
    CHECK (payment_status IN ('pending', 'paid', 'failed', 'cancelled', 'refund_due')),
  order_type text NOT NULL CHECK (order_type IN ('product', 'workshop')),
  notes text,
  shipping_address jsonb,
  guest_order_id text,
  admin_notes text,
  cancel_reason text,
  failure_reason text,
  -- True while this order holds product stock / workshop slots (taken at creation, see decision 006).
  stock_held boolean NOT NULL DEFAULT false,
  -- An unpaid online order gives its stock back after this moment.
  reserved_until timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, guest_order_id)
);

CREATE INDEX orders_user_created_idx ON orders (user_id, created_at DESC);
CREATE INDEX orders_reserved_until_idx ON orders (reserved_until) WHERE stock_held AND reserved_until IS NOT NULL;

CREATE TABLE payments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  order_id uuid NOT NULL REFERENCES orders (id),
  gateway text NOT NULL,
  gateway_order_ref text NOT NULL UNIQUE,
  amount_paise bigint NOT NULL CHECK (amount_paise >= 0),
  status text NOT NULL CHECK (status IN ('pending', 'paid', 'failed', 'cancelled', 'refund_due')),
  failure_code text,
  payment_link text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX payments_order_idx ON payments (order_id, created_at DESC);

CREATE TABLE webhook_events (
  gateway text NOT NULL,
  event_id text NOT NULL,
  gateway_order_ref text NOT NULL,
  outcome text NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (gateway, event_id)
);

CREATE TABLE idempotency_keys (
  user_id text NOT NULL,
  key text NOT NULL,
  request_hash text NOT NULL,
  status_code integer NOT NULL,
  response jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, key)
);
