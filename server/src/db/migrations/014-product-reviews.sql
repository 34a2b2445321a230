-- Reviews from verified buyers (decision 029): one per shopper per product, shown once the owner approves it.
CREATE TABLE product_reviews (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  product_id text NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  user_id text NOT NULL,
  -- The name the review is shown under: first name and initial, fixed when it is written.
  reviewer text NOT NULL CHECK (char_length(reviewer) BETWEEN 1 AND 80),
  -- The delivered order that made the shopper a verified buyer (null for the seeded sample reviews).
  order_id uuid REFERENCES orders (id) ON DELETE SET NULL,
  rating smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
  title text CHECK (char_length(title) BETWEEN 1 AND 100),
  body text NOT NULL CHECK (char_length(body) BETWEEN 10 AND 2000),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'hidden')),
  created_at timestamptz NOT NULL DEFAULT now(),
  -- Set again by every edit, which sends the review back to the owner.
  written_at timestamptz NOT NULL DEFAULT now(),
  moderated_at timestamptz,
  UNIQUE (product_id, user_id)
);

CREATE INDEX product_reviews_approved_idx ON product_reviews (product_id, written_at DESC) WHERE status = 'approved';
CREATE INDEX product_reviews_status_idx ON product_reviews (status, written_at);
CREATE INDEX product_reviews_user_idx ON product_reviews (user_id);
