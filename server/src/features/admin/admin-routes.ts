import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/database';
import { adminMailRoutes } from './admin-mail-routes';
import { adminMessageRoutes } from './admin-message-routes';
import { adminPhotoRoutes } from './admin-photo-routes';
import { adminOrderRoutes } from './admin-order-routes';
import { adminProductRoutes } from './admin-product-routes';
import { adminReviewRoutes } from './admin-review-routes';
import { adminSubscriberRoutes } from './admin-subscriber-routes';
import { adminWorkshopRoutes } from './admin-workshop-routes';
import { adminRumRoutes } from '../rum/admin-rum-routes';

/**
 * The owner's API under /api/admin (decision 024). One guard for all of it: every route registered in this
 * plugin, now or later, answers 401 without a token and 403 without the `admin` claim before its handler
 * or its body validation runs, so a non-admin learns nothing, not even whether an id exists.
 */
export const adminRoutes: FastifyPluginAsync<{ db: Database; publicApiUrl: string }> = async (
  app,
  { db, publicApiUrl },
) => {
  app.addHook('onRequest', app.requireAdmin);
  await app.register(adminOrderRoutes, { db });
  await app.register(adminProductRoutes, { db, publicApiUrl });
  await app.register(adminPhotoRoutes, { db, publicApiUrl });
  await app.register(adminMessageRoutes, { db });
  await app.register(adminMailRoutes, { db });
  await app.register(adminSubscriberRoutes, { db });
  await app.register(adminWorkshopRoutes, { db, publicApiUrl });
  await app.register(adminReviewRoutes, { db });
  await app.register(adminRumRoutes, { db });
};
