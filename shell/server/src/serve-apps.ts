import type { FastifyInstance } from 'fastify';
import { createAppServer } from './app-server';
import type { DocumentServerConfig, ServedApp } from './config';

export interface RunningApps {
  /** In the order they answer: the remotes', then the shell's. */
  servers: { name: ServedApp['name']; server: FastifyInstance }[];
  /** Stops taking connections, lets the requests in flight finish, then resolves. */
  close(): Promise<void>;
}

/**
 * The document server: each configured app's build on its port, the shell with its documents and the
 * site folder's deploy-time documents in front of its build, each remote as static files.
 */
export async function serveApps(config: DocumentServerConfig): Promise<RunningApps> {
  const servers: RunningApps['servers'] = [];
  const close = async () => {
    await Promise.all(servers.map(({ server }) => server.close()));
  };
  // The remotes first: the shell loads their server views before its port answers (deployment.ts), so its port
  // answering means the whole site is up.
  const inOrder = [
    ...config.apps.filter((app) => app.name !== 'shell'),
    ...config.apps.filter((app) => app.name === 'shell'),
  ];
  try {
    for (const app of inOrder) {
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
      servers.push({ name: app.name, server });
      await server.listen({ port: app.port, host: config.host });
    }
  } catch (error) {
    await close();
    throw error;
  }
  return { servers, close };
}
