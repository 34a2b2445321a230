-- The owner's own words in Hindi (decision 112, issue 57): a product's and a workshop's name and description, each
-- optional (NULL: none given, and a Hindi page shows the English). Columns beside the English ones, not a table of
-- translations: the shop has two languages, and search reads the Hindi name from the product's own row.
ALTER TABLE products ADD COLUMN name_hi text, ADD COLUMN description_hi text;
ALTER TABLE workshops ADD COLUMN name_hi text, ADD COLUMN description_hi text;

-- Search finds a product by either language's name (and description): the Hindi name weighs as the English one
-- (A), the Hindi description as the English (C). The same 'english' configuration: its parser keeps a Devanagari
-- word whole (matras, virama and nukta within it) and its stemmer changes none, so one tsquery matches both
-- languages. normalize() to NFC: a word typed with a precomposed or a decomposed letter is the same word, as the
-- API folds the shopper's words.
ALTER TABLE products DROP COLUMN search_document;
DROP FUNCTION mitti_product_document(text, text, text[], text, text[], text, text);

CREATE FUNCTION mitti_product_document(
  name text, category text, tags text[], material_type text, materials text[], glaze text, description text,
  name_hi text, description_hi text
) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT setweight(to_tsvector('english', mitti_fold(name || ' ' || normalize(coalesce(name_hi, ''), NFC))), 'A')
    || setweight(to_tsvector('english', mitti_fold(
         category || ' ' || array_to_string(tags, ' ') || ' ' || material_type || ' '
         || array_to_string(materials, ' ') || ' ' || glaze)), 'B')
    || setweight(to_tsvector('english', mitti_fold(
         description || ' ' || normalize(coalesce(description_hi, ''), NFC))), 'C') $$;

ALTER TABLE products ADD COLUMN search_document tsvector
  GENERATED ALWAYS AS (
    mitti_product_document(name, category, tags, material_type, materials, glaze, description, name_hi, description_hi)
  ) STORED;

CREATE INDEX products_search_idx ON products USING gin (search_document);
