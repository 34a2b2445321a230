-- How the studio reaches the shopper: the shipping phone of a product order, or the contact mobile given for
-- a workshop-only order (which has no shipping address). Normalised +91 form; older orders keep it empty.
ALTER TABLE orders ADD COLUMN contact_phone text;
