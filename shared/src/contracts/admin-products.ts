import { Type, type Static } from '@sinclair/typebox';

const text = (maxLength: number) => Type.String({ minLength: 1, maxLength, pattern: '\\S' });
const words = (maxItems: number) => Type.Array(text(60), { maxItems });
const rupees = Type.Number({ minimum: 0, maximum: 10_000_000 });
/** A whole number or nothing, as one JSON Schema type list (Ajv's messages stay those of `type`). */
const wholeOrNull = (minimum: number, maximum: number) =>
  Type.Unsafe<number | null>({ type: ['integer', 'null'], minimum, maximum });

/**
 * What the owner edits of a product (POST /api/admin/products, PUT /api/admin/products/:id): its pictures
 * are kept as they are. The API validates with it; mf-admin's form sends it.
 */
export const ProductInput = Type.Object(
  {
    id: Type.Optional(Type.String({ pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$', maxLength: 80 })),
    name: text(120),
    description: text(2000),
    category: text(60),
    price: rupees,
    mrp: rupees,
    stock: Type.Integer({ minimum: 0, maximum: 100_000 }),
    tags: words(20),
    isPopular: Type.Boolean(),
    materialType: text(60),
    materials: words(10),
    glaze: text(80),
    dimensions: text(80),
    capacity: wholeOrNull(1, 100_000),
    firingTemp: wholeOrNull(0, 2000),
    coneType: text(40),
  },
  { additionalProperties: false },
);
export type ProductInput = Static<typeof ProductInput>;
