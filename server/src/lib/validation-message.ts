import type { FastifySchemaValidationError } from 'fastify/types/schema';
import { ADDRESS_LABELS, tooLongMessage } from '@mitti/shared/address';

/** The forms' own words for the fields the API limits; any other field is named from its key. */
export const FIELD_LABELS: Readonly<Record<string, string>> = {
  ...ADDRESS_LABELS,
  contactPhone: ADDRESS_LABELS.phone,
  userPhone: ADDRESS_LABELS.phone,
  notes: 'Note',
  note: 'Note',
  adminNote: 'Admin note',
  reason: 'Reason',
  displayName: 'Full Name',
  email: 'Email',
  name: 'Name',
  nameHi: 'Name in Hindi',
  descriptionHi: 'Description in Hindi',
  message: 'Message',
  title: 'Title',
  text: 'Your review',
  q: 'Search',
};

/** 'shippingOption' -> 'Shipping option'. */
const fromKey = (key: string) => {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

function fieldLabel(instancePath: string): string {
  const key = instancePath.split('/').findLast((part) => part && !/^\d+$/.test(part)) ?? '';
  return FIELD_LABELS[key] ?? (key ? fromKey(key) : 'The request');
}

/** An order line's quantity: `/items/2/quantity`, or under `/orderData` for create-intent. */
const lineQuantity = /^((?:\/\w+)*\/items\/\d+)\/quantity$/;

/** The value at a JSON pointer such as `/orderData/items/2/id` in the request's body. */
function valueAt(body: unknown, pointer: string): unknown {
  return pointer
    .split('/')
    .slice(1)
    .reduce<unknown>(
      (node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
      body,
    );
}

/**
 * A line's quantity the order schema refused (not a whole number, below 1, above the most the shop stocks),
 * naming the line's item as the pricing code once did: 'Quantity for item forest-green-mug must be a whole
 * number of at least 1.'
 */
function quantityMessage(error: FastifySchemaValidationError, body: unknown): string | null {
  const line = lineQuantity.exec(error.instancePath)?.[1];
  if (!line) return null;
  const id = valueAt(body, `${line}/id`);
  const item = typeof id === 'string' ? `item ${id}` : 'an item';
  const limit = Number((error.params as { limit?: unknown }).limit);
  return error.keyword === 'maximum'
    ? `Quantity for ${item} can be at most ${limit}.`
    : `Quantity for ${item} must be a whole number of at least 1.`;
}

/**
 * A schema refusal a person can act on, in plain words (issue 33): a value over its length names the field as
 * the form labels it and the limit ('First Name can be at most 100 characters.'), never the validator's
 * 'body/orderData/shippingAddress/firstName must NOT have more than 100 characters'. Null for refusals no form
 * can cause (wrong types, unknown enums), which keep the validator's text.
 */
export function plainValidationMessage(errors: readonly FastifySchemaValidationError[], body?: unknown): string | null {
  const first = errors[0];
  if (!first) return null;
  const quantity = quantityMessage(first, body);
  if (quantity) return quantity;
  const limit = Number((first.params as { limit?: unknown }).limit);
  if (first.keyword === 'maxLength' && Number.isInteger(limit))
    return tooLongMessage(fieldLabel(first.instancePath), limit);
  if (first.keyword === 'minLength' && limit === 1) return `${fieldLabel(first.instancePath)} is required.`;
  return null;
}
