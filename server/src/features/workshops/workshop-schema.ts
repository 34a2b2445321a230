import { errorResponses, idParamsSchema } from '../../lib/error-schema';

/** A workshop as the storefront receives it (SPEC.md section 3); money in rupees. */
export interface Workshop {
  id: string;
  /** Same as id: older clients read `_id`. */
  _id: string;
  name: string;
  description: string;
  /** Calendar date, YYYY-MM-DD (India time). */
  date: string;
  time: string;
  location: string;
  instructor: string;
  price: number;
  slotsAvailable: number;
  slotsTotal: number;
  imageUrl: string;
  imageUrls: string[];
  /** Minutes. */
  duration: number;
  materials: string;
  /** The class's own page sections: what you'll learn, its running order, what is included, what to bring. */
  learn: string[];
  agenda: string[];
  included: string[];
  requirements: string[];
}

const stringList = { type: 'array', items: { type: 'string' } } as const;

export const workshopSchema = {
  type: 'object',
  required: [
    'id',
    '_id',
    'name',
    'description',
    'date',
    'time',
    'location',
    'instructor',
    'price',
    'slotsAvailable',
    'slotsTotal',
    'imageUrl',
    'imageUrls',
    'duration',
    'materials',
    'learn',
    'agenda',
    'included',
    'requirements',
  ],
  properties: {
    id: { type: 'string' },
    _id: { type: 'string' },
    name: { type: 'string' },
    description: { type: 'string' },
    date: { type: 'string' },
    time: { type: 'string' },
    location: { type: 'string' },
    instructor: { type: 'string' },
    price: { type: 'number' },
    slotsAvailable: { type: 'integer' },
    slotsTotal: { type: 'integer' },
    imageUrl: { type: 'string' },
    imageUrls: { type: 'array', items: { type: 'string' } },
    duration: { type: 'integer' },
    materials: { type: 'string' },
    learn: stringList,
    agenda: stringList,
    included: stringList,
    requirements: stringList,
  },
} as const;

export const listWorkshopsSchema = {
  response: { 200: { type: 'array', items: workshopSchema }, ...errorResponses },
} as const;

export const getWorkshopSchema = {
  params: idParamsSchema,
  response: { 200: workshopSchema, ...errorResponses },
} as const;
