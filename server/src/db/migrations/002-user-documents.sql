-- A shopper's own documents (SPEC section 7: users, carts, wishlists keyed by user id). The body is the
-- document as the client wrote it (validated by the API); timestamps the server owns live in columns.
CREATE TABLE user_documents (
  collection text NOT NULL CHECK (collection IN ('users', 'carts', 'wishlists')),
  uid text NOT NULL,
  data jsonb NOT NULL DEFAULT '{}'::jsonb CHECK (jsonb_typeof(data) = 'object'),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  -- users only: the last sign-in recorded by POST /api/documents/users/:uid/login.
  last_login timestamptz,
  PRIMARY KEY (collection, uid)
);

-- Contact form messages: add-only, open to everyone.
CREATE TABLE contacts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  email text NOT NULL,
  phone text,
  message text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX contacts_created_at_idx ON contacts (created_at DESC);
