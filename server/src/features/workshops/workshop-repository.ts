import { tableVersion } from '../../db/table-version';
import type { Database } from '../../db/database';
import type { ImageUrlBuilder } from '../../lib/image-url';
import { paiseToRupees } from '../../lib/money';
import type { Workshop } from './workshop-schema';

interface WorkshopRow {
  id: string;
  name: string;
  description: string;
  name_hi: string | null;
  description_hi: string | null;
  date: string;
  time: string;
  location: string;
  instructor: string;
  price_paise: number | string;
  slots_total: number;
  slots_available: number;
  images: string[];
  duration_minutes: number;
  materials: string;
  learn: string[];
  agenda: string[];
  included: string[];
  requirements: string[];
}

// Dates leave the database as text: drivers would otherwise turn them into midnight in the server's zone.
const selectWorkshops = `
  SELECT id, name, description, name_hi, description_hi, to_char(date, 'YYYY-MM-DD') AS date, time, location, instructor,
         price_paise, slots_total, slots_available, images, duration_minutes, materials,
         learn, agenda, included, requirements
  FROM workshops`;

export interface WorkshopRepository {
  /** Soonest first. */
  list(): Promise<Workshop[]>;
  /** Changes whenever any row of `workshops` is written (a booking takes a seat): the cache's check. */
  version(): Promise<string>;
}

export function createWorkshopRepository(db: Database, imageUrl: ImageUrlBuilder): WorkshopRepository {
  const toWorkshop = (row: WorkshopRow): Workshop => {
    const imageUrls = row.images.map((file) => imageUrl('workshops', file));
    return {
      id: row.id,
      _id: row.id,
      name: row.name,
      description: row.description,
      nameHi: row.name_hi,
      descriptionHi: row.description_hi,
      date: row.date,
      time: row.time,
      location: row.location,
      instructor: row.instructor,
      price: paiseToRupees(row.price_paise),
      slotsAvailable: row.slots_available,
      slotsTotal: row.slots_total,
      imageUrl: imageUrls[0] ?? '',
      imageUrls,
      duration: row.duration_minutes,
      materials: row.materials,
      learn: row.learn,
      agenda: row.agenda,
      included: row.included,
      requirements: row.requirements,
    };
  };

  return {
    async list() {
      const rows = await db.query<WorkshopRow>(`${selectWorkshops} ORDER BY date, id`);
      return rows.map(toWorkshop);
    },
    version: () => tableVersion(db, 'workshops'),
  };
}
