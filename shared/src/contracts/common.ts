import { Kind, Type, TypeRegistry, type Static, type TSchema, type TUnsafe } from '@sinclair/typebox';

/**
 * The API's contracts, written once (decision record 022): each route's params, query, body and responses as
 * TypeBox schemas. The API validates and serialises with them (Fastify's TypeBox type provider); the
 * storefront takes its wire types from them with `Static<typeof X>` and imports them as types only, so no
 * schema code reaches the browser.
 */

/** `T` or null (JSON Schema `anyOf`), for the fields the API sends as null when they are unknown. */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/**
 * An owner's text that is not blank, or null for none given (decision 112): one JSON Schema type list, so Ajv's
 * messages for a long or blank one stay those of a required text field.
 */
export const textOrNull = (maxLength: number) =>
  Type.Unsafe<string | null>({ type: ['string', 'null'], minLength: 1, maxLength, pattern: '\\S' });

/**
 * One of a few strings, written as JSON Schema's `enum`, so Ajv's message for a wrong value stays "must be
 * equal to one of the allowed values" (a union of literals would answer "must match a schema in anyOf").
 * Registered with TypeBox so `Value.Check` knows it too.
 */
export const StringEnum = <const T extends readonly string[]>(values: T): TUnsafe<T[number]> =>
  Type.Unsafe<T[number]>({ [Kind]: 'StringEnum', type: 'string', enum: [...values] });

TypeRegistry.Set<{ enum: readonly string[] }>(
  'StringEnum',
  (schema, value) => typeof value === 'string' && schema.enum.includes(value),
);

/** The one error body every route returns: `{ error, statusCode }`. */
export const ErrorBody = Type.Object({ error: Type.String(), statusCode: Type.Integer() });
export type ErrorBody = Static<typeof ErrorBody>;

/** Response schemas shared by every route for its failures. */
export const errorResponses = { '4xx': ErrorBody, '5xx': ErrorBody } as const;

/** Path parameter `:id` of a catalogue item (a readable slug). */
export const CatalogueIdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 200 }) });

/** Path parameter `:uid`: a Firebase user id. */
export const UidParams = Type.Object({ uid: Type.String({ minLength: 1, maxLength: 128 }) });

export const StringList = Type.Array(Type.String());
