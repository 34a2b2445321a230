-- Product search (GET /products?q=): a weighted full-text document per product, kept current by the
-- database itself. Accents are folded with translate() rather than the unaccent extension, which PGlite
-- lacks; the API folds the shopper's words the same way before building the tsquery.
CREATE FUNCTION mitti_fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT lower(translate(
    value,
    'ÀÁÂÃÄÅĀàáâãäåāÇçÈÉÊËĒèéêëēÌÍÎÏĪìíîïīÑñÒÓÔÕÖØŌòóôõöøōÙÚÛÜŪùúûüūÝýÿ',
    'AAAAAAAaaaaaaaCcEEEEEeeeeeIIIIIiiiiiNnOOOOOOOoooooooUUUUUuuuuuYyy'
  )) $$;

-- Name weighs most (A), then what the piece is and is made of (B), then the description (C).
CREATE FUNCTION mitti_product_document(
  name text, category text, tags text[], material_type text, materials text[], glaze text, description text
) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT setweight(to_tsvector('english', mitti_fold(name)), 'A')
    || setweight(to_tsvector('english', mitti_fold(
         category || ' ' || array_to_string(tags, ' ') || ' ' || material_type || ' '
         || array_to_string(materials, ' ') || ' ' || glaze)), 'B')
    || setweight(to_tsvector('english', mitti_fold(description)), 'C') $$;

ALTER TABLE products ADD COLUMN search_document tsvector
  GENERATED ALWAYS AS (
    mitti_product_document(name, category, tags, material_type, materials, glaze, description)
  ) STORED;

CREATE INDEX products_search_idx ON products USING gin (search_document);
