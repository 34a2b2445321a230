-- The owner's product photos (decision 025). Kept in the database with everything else the shop knows, so a
-- photo is saved or refused in one transaction, every API instance serves it, and a backup holds it.
-- A photo is named by the SHA-256 of its original bytes; its variants' names derive from it, so a name
-- always means the same bytes and may be cached forever.
CREATE TABLE photos (
  hash text PRIMARY KEY CHECK (hash ~ '^[0-9a-f]{64}$'),
  -- Upright size of the original, after its EXIF orientation.
  width integer NOT NULL CHECK (width > 0),
  height integer NOT NULL CHECK (height > 0),
  -- Widths of its variants, ascending; each exists as AVIF, WebP and JPEG.
  widths integer[] NOT NULL,
  original_type text NOT NULL CHECK (original_type IN ('image/jpeg', 'image/png', 'image/webp')),
  original bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE photo_variants (
  -- e.g. 3f2a...-640.avif
  name text PRIMARY KEY,
  hash text NOT NULL REFERENCES photos (hash) ON DELETE CASCADE,
  content_type text NOT NULL CHECK (content_type IN ('image/avif', 'image/webp', 'image/jpeg')),
  width integer NOT NULL CHECK (width > 0),
  bytes bytea NOT NULL
);

CREATE INDEX photo_variants_hash_idx ON photo_variants (hash);

-- A product's photos, newest first in the catalogue; the newest is the one the catalogue shows.
CREATE TABLE product_photos (
  product_id text NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  hash text NOT NULL REFERENCES photos (hash),
  added_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  PRIMARY KEY (product_id, hash)
);
