import { errorResponses, idParamsSchema } from '../../lib/error-schema';
import { productSchema } from '../products/product-schema';

const text = (maxLength: number) => ({ type: 'string', minLength: 1, maxLength, pattern: '\\S' }) as const;
const words = (maxItems: number) => ({ type: 'array', maxItems, items: text(60) }) as const;
const rupees = { type: 'number', minimum: 0, maximum: 10_000_000 } as const;

/** What the owner edits of a product (its pictures are kept as they are). */
export interface ProductInput {
  id?: string;
  name: string;
  description: string;
  category: string;
  price: number;
  mrp: number;
  stock: number;
  tags: string[];
  isPopular: boolean;
  materialType: string;
  materials: string[];
  glaze: string;
  dimensions: string;
  capacity: number | null;
  firingTemp: number | null;
  coneType: string;
}

const productInputSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'name',
    'description',
    'category',
    'price',
    'mrp',
    'stock',
    'tags',
    'isPopular',
    'materialType',
    'materials',
    'glaze',
    'dimensions',
    'capacity',
    'firingTemp',
    'coneType',
  ],
  properties: {
    id: { type: 'string', pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$', maxLength: 80 },
    name: text(120),
    description: text(2000),
    category: text(60),
    price: rupees,
    mrp: rupees,
    stock: { type: 'integer', minimum: 0, maximum: 100_000 },
    tags: words(20),
    isPopular: { type: 'boolean' },
    materialType: text(60),
    materials: words(10),
    glaze: text(80),
    dimensions: text(80),
    capacity: { type: ['integer', 'null'], minimum: 1, maximum: 100_000 },
    firingTemp: { type: ['integer', 'null'], minimum: 0, maximum: 2000 },
    coneType: text(40),
  },
} as const;

export const createProductSchema = {
  body: productInputSchema,
  response: { 201: productSchema, ...errorResponses },
} as const;

export const updateProductSchema = {
  params: idParamsSchema,
  body: productInputSchema,
  response: { 200: productSchema, ...errorResponses },
} as const;
