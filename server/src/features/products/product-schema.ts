import { errorResponses, idParamsSchema } from '../../lib/error-schema';

/** A product as the storefront receives it (SPEC.md section 3); money in rupees. */
export interface Product {
  id: string;
  name: string;
  price: number;
  mrp: number;
  category: string;
  description: string;
  tags: string[];
  imageUrl: string[];
  images: string[];
  materialType: string;
  materials: string[];
  glaze: string;
  dimensions: string;
  capacity: number | null;
  firingTemp: number | null;
  coneType: string;
  stock: number;
  isPopular: boolean;
  createdAt: { seconds: number };
}

const stringArray = { type: 'array', items: { type: 'string' } } as const;

export const productSchema = {
  type: 'object',
  required: [
    'id',
    'name',
    'price',
    'mrp',
    'category',
    'description',
    'tags',
    'imageUrl',
    'images',
    'materialType',
    'materials',
    'glaze',
    'dimensions',
    'capacity',
    'firingTemp',
    'coneType',
    'stock',
    'isPopular',
    'createdAt',
  ],
  properties: {
    id: { type: 'string' },
    name: { type: 'string' },
    price: { type: 'number' },
    mrp: { type: 'number' },
    category: { type: 'string' },
    description: { type: 'string' },
    tags: stringArray,
    imageUrl: stringArray,
    images: stringArray,
    materialType: { type: 'string' },
    materials: stringArray,
    glaze: { type: 'string' },
    dimensions: { type: 'string' },
    capacity: { type: ['number', 'null'] },
    firingTemp: { type: ['number', 'null'] },
    coneType: { type: 'string' },
    stock: { type: 'integer' },
    isPopular: { type: 'boolean' },
    createdAt: {
      type: 'object',
      required: ['seconds'],
      properties: { seconds: { type: 'integer' } },
    },
  },
} as const;

export const listProductsSchema = {
  // Only `category` and `q` (a search) are read; other query keys (e.g. a cache-buster) are ignored.
  querystring: {
    type: 'object',
    properties: { category: { type: 'string', maxLength: 100 }, q: { type: 'string', maxLength: 200 } },
  },
  response: { 200: { type: 'array', items: productSchema }, ...errorResponses },
} as const;

export const getProductSchema = {
  params: idParamsSchema,
  response: { 200: productSchema, ...errorResponses },
} as const;
