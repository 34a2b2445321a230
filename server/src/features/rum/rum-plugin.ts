import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/database';
import { createBeaconWriter, type BeaconWriter, type BeaconWriterOptions } from './beacon-writer';
import { beaconRoutes } from './beacon-routes';
import { pruneMetrics, rollupHours } from './rum-rollup';

declare module 'fastify' {
  interface FastifyInstance {
    /** Real-user metrics: the beacons' writer, and the rollup the owner's view reads. */
    realUserMetrics: {
      writer: BeaconWriter;
      /** Writes the beacons waiting and rolls up the latest hours: the owner sees what was just reported. */
      refresh(): Promise<void>;
    };
  }
}

export interface RumPluginOptions {
  db: Database;
  /** The shop's own origins: a beacon from any other is refused. */
  origins: readonly string[];
  /** How often the hours are rolled up and old rows pruned. Default 5 minutes; 0 never (tests). */
  maintenanceMs?: number;
  writer?: BeaconWriterOptions;
}

/**
 * POST /api/rum and its upkeep (decision 046): beacons written in batches, the latest hours rolled up and
 * rows past their retention pruned every few minutes, and everything waiting written when the API stops.
 */
export const rumPlugin = fp(async (app: FastifyInstance, options: RumPluginOptions) => {
  const { db, maintenanceMs = 5 * 60 * 1000 } = options;
  const writer = createBeaconWriter(db, {
    onError: (error) => app.log.warn({ err: error }, 'a batch of page-view beacons could not be stored'),
    onFull: (day) => app.log.warn({ day }, 'the day’s ceiling of page views is reached: more are not stored today'),
    ...options.writer,
  });
  let rolling: Promise<void> | null = null;
  const rollup = () =>
    (rolling ??= rollupHours(db)
      .then(() => undefined)
      .finally(() => (rolling = null)));
  app.decorate('realUserMetrics', {
    writer,
    async refresh() {
      await writer.flush();
      await rollup();
    },
  });

  const upkeep = async () => {
    try {
      await writer.flush();
      await rollup();
      await pruneMetrics(db);
    } catch (error) {
      app.log.warn({ err: error }, 'real-user metrics upkeep failed');
    }
  };
  const timer = maintenanceMs > 0 ? setInterval(() => void upkeep(), maintenanceMs).unref() : null;
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await writer.close();
  });

  await app.register(beaconRoutes, { writer, origins: options.origins });
});
