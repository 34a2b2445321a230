-- The studio's notes on an order carry the time each was written and are shown to the shopper on /orders
-- (issue 33): a list of { text, at } instead of one text of lines. Existing lines keep the order's last change
-- as their time, the best the old column knew.
ALTER TABLE orders ADD COLUMN admin_note_list jsonb NOT NULL DEFAULT '[]'::jsonb;
UPDATE orders
   SET admin_note_list = (
     SELECT coalesce(jsonb_agg(jsonb_build_object('text', note.line, 'at', to_jsonb(orders.updated_at)) ORDER BY note.n), '[]'::jsonb)
       FROM regexp_split_to_table(orders.admin_notes, E'\n') WITH ORDINALITY AS note(line, n)
      WHERE note.line <> '')
 WHERE admin_notes IS NOT NULL;
ALTER TABLE orders DROP COLUMN admin_notes;
ALTER TABLE orders RENAME COLUMN admin_note_list TO admin_notes;
