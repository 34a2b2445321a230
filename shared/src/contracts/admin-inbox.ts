import { Type, type Static } from '@sinclair/typebox';
import { errorResponses, Nullable } from './common';

/** A contact form message as the owner reads it. */
export const ContactMessage = Type.Object({
  id: Type.String(),
  name: Type.String(),
  email: Type.String(),
  phone: Nullable(Type.String()),
  message: Type.String(),
  createdAt: Type.String(),
  /** When the owner marked it handled; null while it is open. */
  handledAt: Nullable(Type.String()),
});
export type ContactMessage = Static<typeof ContactMessage>;

/** GET /api/admin/messages: open ones first, then handled; counts of both. */
export const MessagePage = Type.Object({
  messages: Type.Array(ContactMessage),
  total: Type.Integer(),
  open: Type.Integer(),
  page: Type.Integer(),
  pageSize: Type.Integer(),
});
export type MessagePage = Static<typeof MessagePage>;

export const listMessagesRoute = {
  querystring: Type.Object({ page: Type.Optional(Type.String({ pattern: '^[1-9]\\d{0,5}$' })) }),
  response: { 200: MessagePage, ...errorResponses },
} as const;

export const markMessageHandledRoute = {
  params: Type.Object({ id: Type.String({ maxLength: 100 }) }),
  response: { 200: ContactMessage, ...errorResponses },
} as const;

/** A newsletter sign-up. */
export const Subscriber = Type.Object({ email: Type.String(), subscribedAt: Type.String() });
export type Subscriber = Static<typeof Subscriber>;

/** GET /api/admin/subscribers: newest first (the CSV at /api/admin/subscribers.csv has the same rows). */
export const SubscriberList = Type.Object({ subscribers: Type.Array(Subscriber), total: Type.Integer() });
export type SubscriberList = Static<typeof SubscriberList>;

export const listSubscribersRoute = {
  response: { 200: SubscriberList, ...errorResponses },
} as const;

/** GET /api/admin/subscribers.csv: the same rows as a download (text/csv, the header line first). */
export const subscribersCsvRoute = {
  response: { 200: Type.String(), ...errorResponses },
} as const;
