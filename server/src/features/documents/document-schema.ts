import { errorResponses } from '../../lib/error-schema';

export const USER_COLLECTIONS = ['users', 'carts', 'wishlists'] as const;
export type UserCollection = (typeof USER_COLLECTIONS)[number];

const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;

const itemProperties = {
  id: { type: 'string', minLength: 1, maxLength: 200 },
  name: text(300),
  price: { type: 'number', minimum: 0 },
  imageUrl: text(2000),
  category: text(200),
} as const;

const cartItem = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'name', 'price', 'imageUrl', 'quantity'],
  properties: { ...itemProperties, quantity: { type: 'integer', minimum: 1, maximum: 1000 } },
} as const;

const wishlistItem = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'name', 'price', 'imageUrl'],
  properties: itemProperties,
} as const;

/** What a client may write to each collection; anything else in a body is dropped. */
const writableFields = {
  users: { displayName: text(200), email: text(320) },
  carts: { items: { type: 'array', maxItems: 200, items: cartItem } },
  wishlists: { items: { type: 'array', maxItems: 500, items: wishlistItem } },
} as const;

const required: Record<UserCollection, readonly string[]> = {
  users: ['displayName', 'email'],
  carts: ['items'],
  wishlists: ['items'],
};

/** PUT: the whole document. */
export const replaceBodySchema = (collection: UserCollection) =>
  ({
    type: 'object',
    additionalProperties: false,
    required: required[collection],
    properties: writableFields[collection],
  }) as const;

/** PATCH: any non-empty subset of the top-level fields. */
export const mergeBodySchema = (collection: UserCollection) =>
  ({ type: 'object', additionalProperties: false, minProperties: 1, properties: writableFields[collection] }) as const;

/** The document as read back; users also carry the server timestamps. */
export const documentResponseSchema = (collection: UserCollection) =>
  collection === 'users'
    ? ({
        type: 'object',
        required: ['displayName', 'email', 'createdAt', 'lastLogin'],
        properties: {
          ...writableFields.users,
          createdAt: { type: 'string', format: 'date-time' },
          lastLogin: { type: 'string', format: 'date-time' },
        },
      } as const)
    : ({ type: 'object', required: ['items'], properties: writableFields[collection] } as const);

export const uidParamsSchema = {
  type: 'object',
  required: ['uid'],
  properties: { uid: { type: 'string', minLength: 1, maxLength: 128 } },
} as const;

export const documentRouteSchema = (collection: UserCollection, body?: object) => ({
  params: uidParamsSchema,
  ...(body ? { body } : {}),
  response: { 200: documentResponseSchema(collection), 201: documentResponseSchema(collection), ...errorResponses },
});

/** POST /api/documents/users/:uid/login: optional profile fields for a profile created by this call. */
export const loginBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: writableFields.users,
} as const;
