import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { parseEnv } from '../../config/env';
import { deliveryRoutes } from './delivery-routes';
import type { DeliverySettings } from './delivery-settings';

declare module 'fastify' {
  interface FastifyInstance {
    /** Cash-on-delivery terms and the clock the delivery rules read (decision 026). */
    delivery: DeliverySettings;
  }
}

export interface DeliveryPluginOptions {
  /** Default: COD_* from the environment and the real clock. */
  settings?: Partial<DeliverySettings> | undefined;
}

/** Shares the delivery settings with the order and payment routes, and answers GET /api/delivery/:pin. */
export const deliveryPlugin = fp<DeliveryPluginOptions>(
  (async (app, options) => {
    const settings: DeliverySettings = {
      cod: options.settings?.cod ?? parseEnv().cod,
      now: options.settings?.now ?? (() => new Date()),
    };
    app.decorate('delivery', settings);
    await app.register(deliveryRoutes, { settings });
  }) satisfies FastifyPluginAsync<DeliveryPluginOptions>,
  { name: 'delivery' },
);
