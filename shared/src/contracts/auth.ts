import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from './common';

/** Who the server believes is calling: the verified token's claims. */
export const Me = Type.Object({
  uid: Type.String(),
  email: Nullable(Type.String()),
  name: Nullable(Type.String()),
  admin: Type.Boolean(),
});
export type Me = Static<typeof Me>;

/** GET /api/me */
export const meRoute = { response: { 200: Me } } as const;

/** GET /health */
export const healthRoute = { response: { 200: Type.Object({ ok: Type.Literal(true) }) } } as const;
