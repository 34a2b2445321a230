import type { WorkshopBooking, WorkshopDateInput, WorkshopHindiInput } from '@mitti/shared/contracts';
import { indiaDay, isCalendarDay } from '@mitti/shared/dates';
import type { Queryable } from '../../db/database';
import { WORKSHOP_NOT_FOUND, HttpError } from '../../lib/http-error';
import { hindiOf } from './hindi-text';
import { isoTimestamp } from '../../lib/timestamp';
import { slugOf } from './admin-product-repository';

/**
 * Sets a class's seats in all, keeping the booked ones booked: one conditional statement, so a booking that
 * lands at the same moment is either counted or refused, never oversold. 404 for no such class, 409 below
 * the seats booked.
 */
export async function setWorkshopSeats(q: Queryable, id: string, slotsTotal: number): Promise<void> {
  const rows = await q.query<{ id: string }>(
    `UPDATE workshops SET slots_available = slots_available + ($2 - slots_total), slots_total = $2
      WHERE id = $1 AND $2 >= slots_total - slots_available RETURNING id`,
    [id, slotsTotal],
  );
  if (rows.length > 0) return;
  const [current] = await q.query<{ booked: number }>(
    'SELECT slots_total - slots_available AS booked FROM workshops WHERE id = $1',
    [id],
  );
  if (!current) throw new HttpError(404, WORKSHOP_NOT_FOUND);
  const booked = Number(current.booked);
  throw new HttpError(
    409,
    `${booked} ${booked === 1 ? 'seat is' : 'seats are'} already booked: seats cannot go below that.`,
  );
}

/**
 * Another class of a workshop on a new date: the same text, teacher, price and pictures, all its seats open.
 * Its id is the workshop's name and the date (`wheel-throwing-basics-2026-12-12`). 400 for a past or
 * impossible date, 404 for no such class, 409 when the workshop already has a class that day.
 */
export async function addWorkshopDate(q: Queryable, fromId: string, input: WorkshopDateInput): Promise<string> {
  if (!isCalendarDay(input.date)) throw new HttpError(400, 'Enter a real date (YYYY-MM-DD).');
  if (input.date < indiaDay(new Date())) throw new HttpError(400, 'A new class needs a date from today on.');
  const [source] = await q.query<{ name: string }>('SELECT name FROM workshops WHERE id = $1', [fromId]);
  if (!source) throw new HttpError(404, WORKSHOP_NOT_FOUND);
  const id = `${slugOf(source.name)}-${input.date}`;
  const rows = await q.query<{ id: string }>(
    `INSERT INTO workshops (id, name, description, date, time, location, instructor, price_paise, slots_total,
                            slots_available, images, duration_minutes, materials, learn, agenda, included, requirements,
                            name_hi, description_hi)
     SELECT $2, name, description, $3::date, coalesce($4, time), location, instructor, price_paise,
            coalesce($5, slots_total), coalesce($5, slots_total), images, duration_minutes, materials,
            learn, agenda, included, requirements, name_hi, description_hi
       FROM workshops WHERE id = $1
     ON CONFLICT (id) DO NOTHING RETURNING id`,
    [fromId, id, input.date, input.time?.trim() ?? null, input.slotsTotal ?? null],
  );
  if (rows.length === 0) throw new HttpError(409, `This workshop already has a class on ${input.date}.`);
  return id;
}

/** The class's name and description in Hindi (decision 112), null for none; 404 for no such class. */
export async function setWorkshopHindi(q: Queryable, id: string, input: WorkshopHindiInput): Promise<void> {
  const rows = await q.query<{ id: string }>(
    'UPDATE workshops SET name_hi = $2, description_hi = $3 WHERE id = $1 RETURNING id',
    [id, hindiOf(input.nameHi), hindiOf(input.descriptionHi)],
  );
  if (rows.length === 0) throw new HttpError(404, WORKSHOP_NOT_FOUND);
}

interface BookingRow {
  id: string;
  order_number: string;
  user_name: string | null;
  user_email: string | null;
  contact_phone: string | null;
  seats: number | string;
  order_status: string;
  payment_status: string;
  stock_held: boolean;
  created_at: Date | string;
}

/** Every order that booked seats in the class (failed payments left out), oldest first. */
export async function bookingsOf(q: Queryable, workshopId: string): Promise<WorkshopBooking[]> {
  const rows = await q.query<BookingRow>(
    `SELECT o.id, o.order_number, o.user_name, o.user_email, o.contact_phone, sum((line->>'quantity')::int) AS seats,
            o.order_status, o.payment_status, o.stock_held, o.created_at
       FROM orders o, jsonb_array_elements(o.items) AS line
      WHERE line->>'type' = 'workshop' AND line->>'id' = $1 AND o.order_status <> 'failed'
      GROUP BY o.id
      ORDER BY o.created_at, o.order_number`,
    [workshopId],
  );
  return rows.map((row) => ({
    orderId: row.id,
    orderNumber: row.order_number,
    name: row.user_name,
    email: row.user_email,
    phone: row.contact_phone,
    seats: Number(row.seats),
    orderStatus: row.order_status,
    paymentStatus: row.payment_status,
    holdsSeats: row.stock_held,
    createdAt: isoTimestamp(row.created_at),
  }));
}
