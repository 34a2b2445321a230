-- Money is stored as integer paise so rupee amounts like 1299.50 never drift through floating point.
CREATE TABLE products (
  id text PRIMARY KEY,
  name text NOT NULL,
  description text NOT NULL,
  category text NOT NULL,
  price_paise bigint NOT NULL CHECK (price_paise >= 0),
  mrp_paise bigint NOT NULL CHECK (mrp_paise >= 0),
  tags text[] NOT NULL DEFAULT '{}',
  images text[] NOT NULL DEFAULT '{}',
  material_type text NOT NULL,
  materials text[] NOT NULL DEFAULT '{}',
  glaze text NOT NULL,
  dimensions text NOT NULL,
  capacity_ml integer CHECK (capacity_ml > 0),
  firing_temp_c integer,
  cone_type text NOT NULL,
  stock integer NOT NULL DEFAULT 0 CHECK (stock >= 0),
  is_popular boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX products_category_idx ON products (lower(category));
CREATE INDEX products_created_at_idx ON products (created_at DESC);

CREATE TABLE workshops (
  id text PRIMARY KEY,
  name text NOT NULL,
  description text NOT NULL,
  date date NOT NULL,
  time text NOT NULL DEFAULT '10:00 AM - 1:00 PM',
  location text NOT NULL,
  instructor text NOT NULL,
  price_paise bigint NOT NULL CHECK (price_paise >= 0),
  slots_total integer NOT NULL CHECK (slots_total >= 0),
  slots_available integer NOT NULL CHECK (slots_available >= 0),
  images text[] NOT NULL DEFAULT '{}',
  duration_minutes integer NOT NULL DEFAULT 60 CHECK (duration_minutes > 0),
  materials text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (slots_available <= slots_total)
);

CREATE INDEX workshops_date_idx ON workshops (date);
