/** The one error body every route returns: `{ error, statusCode }`. */
export const errorResponseSchema = {
  type: 'object',
  required: ['error', 'statusCode'],
  properties: {
    error: { type: 'string' },
    statusCode: { type: 'integer' },
  },
} as const;

/** Response schemas shared by every route for its failures. */
export const errorResponses = {
  '4xx': errorResponseSchema,
  '5xx': errorResponseSchema,
} as const;

/** Path parameter `:id` of a catalogue item (a readable slug). */
export const idParamsSchema = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', minLength: 1, maxLength: 200 } },
} as const;
