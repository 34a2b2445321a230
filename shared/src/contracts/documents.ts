import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { errorResponses, UidParams } from './common';
import { PROFILE_LIMITS } from './form-limits';

/** The shopper's own documents: users/{uid} (the profile), carts/{uid}, wishlists/{uid}. */
export const USER_COLLECTIONS = ['users', 'carts', 'wishlists'] as const;
export type UserCollection = (typeof USER_COLLECTIONS)[number];

const text = (maxLength: number) => Type.String({ maxLength });

const itemFields = {
  id: Type.String({ minLength: 1, maxLength: 200 }),
  name: text(300),
  price: Type.Number({ minimum: 0 }),
  imageUrl: text(2000),
  category: Type.Optional(text(200)),
};

export const CartItem = Type.Object(
  { ...itemFields, quantity: Type.Integer({ minimum: 1, maximum: 1000 }) },
  { additionalProperties: false },
);
export type CartItem = Static<typeof CartItem>;

export const WishlistItem = Type.Object(itemFields, { additionalProperties: false });
export type WishlistItem = Static<typeof WishlistItem>;

/** What a client may write to each collection; anything else in a body is dropped. */
export const UserProfileFields = Type.Object({
  displayName: text(PROFILE_LIMITS.displayName),
  email: text(PROFILE_LIMITS.email),
});
export type UserProfileFields = Static<typeof UserProfileFields>;
/** At most this many paid orders are remembered on a cart (the latest); see `PaidOrderNote`. */
export const PAID_ORDERS_KEPT = 10;

/**
 * A paid order whose pieces the shop took out of the shopper's cart (issue 53, decision 063): the cart says
 * "Your order … was paid" until the shopper changes it (`noticed`). A save that does not send a note back was
 * made by a tab that had not seen it, so the shop takes the paid pieces out of that save too. Only the order
 * number and `noticed` of a note sent back count; its lines are the shop's own.
 */
export const PaidOrderNote = Type.Object(
  {
    orderNumber: Type.String({ minLength: 1, maxLength: 40 }),
    lines: Type.Array(
      Type.Object(
        { id: itemFields.id, quantity: Type.Integer({ minimum: 1, maximum: 100_000 }) },
        { additionalProperties: false },
      ),
      { maxItems: 200 },
    ),
    noticed: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type PaidOrderNote = Static<typeof PaidOrderNote>;

export const CartDocument = Type.Object({
  items: Type.Array(CartItem, { maxItems: 200 }),
  paidOrders: Type.Optional(Type.Array(PaidOrderNote, { maxItems: PAID_ORDERS_KEPT })),
});
export type CartDocument = Static<typeof CartDocument>;
export const WishlistDocument = Type.Object({ items: Type.Array(WishlistItem, { maxItems: 500 }) });
export type WishlistDocument = Static<typeof WishlistDocument>;

/** users/{uid} as read back: the fields plus the server's timestamps. */
export const UserProfile = Type.Object({
  ...UserProfileFields.properties,
  createdAt: Type.String({ format: 'date-time' }),
  lastLogin: Type.String({ format: 'date-time' }),
});
export type UserProfile = Static<typeof UserProfile>;

const writable = { users: UserProfileFields, carts: CartDocument, wishlists: WishlistDocument } as const;
const readBack = { users: UserProfile, carts: CartDocument, wishlists: WishlistDocument } as const;

/** What each owner-only collection holds, as read back. */
export type UserDocuments = { [C in UserCollection]: Static<(typeof readBack)[C]> };
/** What a client may write to each collection. */
export type UserDocumentFields = { [C in UserCollection]: Static<(typeof writable)[C]> };

/** PUT: the whole document. */
export const replaceDocumentBody = <C extends UserCollection>(collection: C) =>
  Type.Object(writable[collection].properties as (typeof writable)[C]['properties'], {
    additionalProperties: false,
  });

/** PATCH: any non-empty subset of the top-level fields. */
export const mergeDocumentBody = <C extends UserCollection>(collection: C) =>
  Type.Partial(replaceDocumentBody(collection), { additionalProperties: false, minProperties: 1 });

/** POST /api/documents/users/:uid/login: optional profile fields for a profile created by this call. */
export const LoginBody = Type.Partial(UserProfileFields, { additionalProperties: false });
export type LoginBody = Static<typeof LoginBody>;

/** The routes of one collection (GET and the carts' and wishlists' load); 201 when the call created it. */
export function documentRoute<C extends UserCollection>(
  collection: C,
): { params: typeof UidParams; response: DocumentResponses<C> };
/** PUT, PATCH and the login: with the body they accept. */
export function documentRoute<C extends UserCollection, B extends TSchema>(
  collection: C,
  body: B,
): { params: typeof UidParams; body: B; response: DocumentResponses<C> };
export function documentRoute(collection: UserCollection, body?: TSchema) {
  const response = { 200: readBack[collection], 201: readBack[collection], ...errorResponses };
  return { params: UidParams, ...(body ? { body } : {}), response };
}

type DocumentResponses<C extends UserCollection> = {
  200: (typeof readBack)[C];
  201: (typeof readBack)[C];
} & typeof errorResponses;
