import type { FastifySchemaValidationError } from 'fastify/types/schema';
import { ADDRESS_LABELS, tooLongMessage } from '@mitti/shared/address';

/** The forms' own words for the fields the API limits; any other field is named from its key. */
const FIELD_LABELS: Record<string, string> = {
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

/**
 * A schema refusal a person can act on, in plain words (issue 33): a value over its length names the field as
 * the form labels it and the limit ('First Name can be at most 100 characters.'), never the validator's
 * 'body/orderData/shippingAddress/firstName must NOT have more than 100 characters'. Null for refusals no form
 * can cause (wrong types, unknown enums), which keep the validator's text.
 */
export function plainValidationMessage(errors: readonly FastifySchemaValidationError[]): string | null {
  const first = errors[0];
  if (!first) return null;
  const limit = Number((first.params as { limit?: unknown }).limit);
  if (first.keyword === 'maxLength' && Number.isInteger(limit))
    return tooLongMessage(fieldLabel(first.instancePath), limit);
  if (first.keyword === 'minLength' && limit === 1) return `${fieldLabel(first.instancePath)} is required.`;
  return null;
}
