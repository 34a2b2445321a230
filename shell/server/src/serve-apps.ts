import type { FastifyInstance } from 'fastify';
import { createAppServer } from './app-server';
import type { DocumentServerConfig } from './config';

export interface RunningApps {
  servers: FastifyInstance[];
  /** Stops taking connections, lets the requests in flight finish, then resolves. */
  close(): Promise<void>;
}

/**
 * The document server: each configured app's build on its port, the shell with its documents and the
 * site folder's deploy-time documents in front of its build, each remote as static files.
 */
export async function serveApps(config: DocumentServerConfig): Promise<RunningApps> {
  const servers: FastifyInstance[] = [];
  const close = async () => {
    await Promise.all(servers.map((server) => server.close()));
  };
  try {
    for (const app of config.apps) {
      const server = await createAppServer({
        root: app.dist,
        name: app.name,
        logLevel: config.logLevel,
        trustProxy: config.trustProxy,
        requestTimeoutMs: config.requestTimeoutMs,
        publicSourceMaps: config.publicSourceMaps,
        ...(app.name === 'shell'
          ? {
              documents: {
                siteDir: config.siteDir,
                documentServerSecret: config.documentServerSecret,
                followCatalogueChanges: true,
              },
            }
          : {}),
      });
      servers.push(server);
      await server.listen({ port: app.port, host: config.host });
    }
  } catch (error) {
    await close();
    throw error;
  }
  return { servers, close };
}
