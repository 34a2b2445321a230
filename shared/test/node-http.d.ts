/**
 * The part of Node's HTTP server the test API (test-api-server.ts) uses, declared here rather than taking all
 * of @types/node into a package whose other files run in the browser.
 */
declare module 'node:http' {
  export interface IncomingMessage extends AsyncIterable<Uint8Array> {
    method?: string;
    url?: string;
    headers: Record<string, string | string[] | undefined>;
    socket: { destroy(): void };
  }
  export interface ServerResponse {
    writeHead(status: number, headers?: Record<string, string>): ServerResponse;
    end(body?: Uint8Array): void;
  }
  export interface Server {
    listen(port: number, host: string, listening: () => void): Server;
    address(): { port: number } | string | null;
    close(closed?: () => void): Server;
    closeAllConnections(): void;
  }
  export function createServer(listener: (request: IncomingMessage, response: ServerResponse) => void): Server;
}
