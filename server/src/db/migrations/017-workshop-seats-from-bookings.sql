-- A class's open seats are its seats less those its orders hold (issue 33): the sample calendar used to start
-- some classes with seats taken by no order, so the owner's "8 of 12 seats booked" disagreed with a bookings
-- list of one. Orders are the only way a seat is taken, so this recount is right for any shop's data.
UPDATE workshops w
   SET slots_available = GREATEST(0, w.slots_total - coalesce((
         SELECT sum((line->>'quantity')::int)
           FROM orders o, jsonb_array_elements(o.items) AS line
          WHERE o.stock_held AND line->>'type' = 'workshop' AND line->>'id' = w.id), 0));
