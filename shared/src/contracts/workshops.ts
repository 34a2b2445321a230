import { Type, type Static } from '@sinclair/typebox';
import { CatalogueIdParams, errorResponses, Nullable, StringList } from './common';

/** A workshop as the storefront receives it (SPEC.md section 3); money in rupees. */
export const Workshop = Type.Object({
  id: Type.String(),
  /** Same as id: older clients read `_id`. */
  _id: Type.String(),
  name: Type.String(),
  description: Type.String(),
  /**
   * The owner's name and description in Hindi, shown on a Hindi page in place of the English (decision 112); null
   * when none is given. Absent from older data.
   */
  nameHi: Type.Optional(Nullable(Type.String())),
  descriptionHi: Type.Optional(Nullable(Type.String())),
  /** Calendar date, YYYY-MM-DD (India time). */
  date: Type.String(),
  time: Type.String(),
  location: Type.String(),
  instructor: Type.String(),
  /** Rupees per seat. */
  price: Type.Number(),
  slotsAvailable: Type.Integer(),
  slotsTotal: Type.Integer(),
  imageUrl: Type.String(),
  imageUrls: StringList,
  /** Minutes. */
  duration: Type.Integer(),
  materials: Type.String(),
  /** The class's own page sections: what you'll learn, its running order, what is included, what to bring. */
  learn: StringList,
  agenda: StringList,
  included: StringList,
  requirements: StringList,
});
export type Workshop = Static<typeof Workshop>;

/** GET /workshops */
export const listWorkshopsRoute = {
  response: { 200: Type.Array(Workshop), ...errorResponses },
} as const;

/** GET /workshops/:id */
export const getWorkshopRoute = {
  params: CatalogueIdParams,
  response: { 200: Workshop, ...errorResponses },
} as const;
