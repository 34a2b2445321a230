import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { deliveryRoutes } from './delivery-routes';
import type { DeliverySettings } from './delivery-settings';

declare module 'fastify' {
  interface FastifyInstance {
    /** Cash-on-delivery terms and the clock the delivery rules read (decision 026). */
    delivery: DeliverySettings;
  }
}

export interface DeliveryPluginOptions {
  /** Cash-on-delivery terms (COD_* from the environment) and the clock. */
  settings: DeliverySettings;
}

/** Shares the delivery settings with the order and payment routes, and answers GET /api/delivery/:pin. */
export const deliveryPlugin = fp<DeliveryPluginOptions>(
  (async (app, options) => {
    const { settings } = options;
    app.decorate('delivery', settings);
    await app.register(deliveryRoutes, { settings });
  }) satisfies FastifyPluginAsync<DeliveryPluginOptions>,
  { name: 'delivery' },
);
