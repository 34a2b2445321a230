import { createAppServer } from '../../shell/server/src/app-server';

export interface FolderServer {
  /** Stops listening and lets go of every connection, so a test's teardown never waits on a client. */
  close(): Promise<void>;
}

/**
 * A folder served as the shop serves an app's build (a remote's other build, the example partner page), on
 * `host:port`, for one test. Its `close` drops the connections still open, kept-alive or mid-response: Fastify's
 * own close lets idle ones go but waits for every other to end, and a connection that a browser or the document
 * server left open then held the test in its `finally` until its timeout.
 */
export async function serveFolder(root: string, port: number, host = '0.0.0.0'): Promise<FolderServer> {
  const server = await createAppServer({ root, logLevel: 'warn' });
  await server.listen({ port, host });
  return {
    close: async () => {
      const closed = server.close();
      server.server.closeAllConnections();
      await closed;
    },
  };
}
