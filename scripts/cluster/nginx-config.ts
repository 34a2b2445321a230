import path from 'node:path';
import { APPS, distDir } from '../apps';

export interface NginxSite {
  /** The one port the shop is served on. */
  port: number;
  /** Loopback ports of the document servers and of the API's copies. */
  documents: number[];
  apis: number[];
  /** The folder of nginx's pid, logs, temporary files and cache. */
  prefix: string;
}

/** The path the API is served under on the shop's own origin (`runtime-config.json`'s apiBaseUrl ends with it). */
export const API_PATH = '/shop-api/';
/** Each remote's build under the shop's origin: `/remotes/catalog/mf-manifest.json`. */
export const remotePath = (name: string) => `/remotes/${name}/`;

/**
 * nginx as the shop's load balancer and CDN on one port (docs/deployment.md, "Documents and a CDN"):
 *
 * - documents and the shell's files from the document servers, round robin; a public document is kept for
 *   its `s-maxage`, served stale while it is fetched again (`stale-while-revalidate`) and revalidated by its
 *   ETag; a request with one of the shop's cookies (cart, sign-in, last form) is never answered from the
 *   cache nor stored in it, so the key needs no Cookie (Vary is left to the cookie rule); nor is the English
 *   home page of a shopper whose language cookie chose Hindi, whom the document server sends to /hi (decision
 *   102). Documents are asked for uncompressed and compressed here, so a kept body suits every browser;
 * - the API under API_PATH, round robin;
 * - the remotes' builds from their folders, as a static host serves them.
 *
 * A copy that stops (a rolling deploy: SIGTERM, its requests in flight answered, 503 for the rest) is
 * skipped: a request it refuses or cannot take goes to the other copy. Writes are retried too: a refused
 * connection never reached the API, and an order carries its Idempotency-Key, so a retried one is the same
 * order.
 */
export function nginxConfig({ port, documents, apis, prefix }: NginxSite): string {
  const upstream = (name: string, ports: number[]) =>
    `  upstream ${name} {\n${ports.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=2s;`).join('\n')}\n    keepalive 32;\n  }`;
  const proxied = [
    'proxy_http_version 1.1;',
    'proxy_set_header Connection "";',
    'proxy_set_header Host $http_host;',
    // nginx faces the shoppers: the address it saw replaces whatever X-Forwarded-For a client sent. Appended
    // to it, a client on nginx's own address (loopback here) had its forged first value believed.
    'proxy_set_header X-Forwarded-For $remote_addr;',
    'proxy_set_header X-Forwarded-Proto $scheme;',
    'proxy_next_upstream_tries 2;',
  ].map((line) => `      ${line}`);
  const remotes = APPS.filter((app) => app.name !== 'shell').map(
    (app) => `    location ${remotePath(app.name)} {
      alias ${distDir(app)}/;
      add_header Access-Control-Allow-Origin * always;
      add_header Cache-Control no-cache;
      location ~ "\\.[0-9a-f]{10}\\.[a-z0-9]+$" {
        add_header Access-Control-Allow-Origin * always;
        add_header Cache-Control "public, max-age=31536000, immutable";
      }
    }`,
  );
  return `# Written by scripts/cluster (npm run start:cluster); do not edit.
worker_processes 2;
pid ${path.join(prefix, 'nginx.pid')};
error_log ${path.join(prefix, 'error.log')} warn;
events { worker_connections 4096; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path ${path.join(prefix, 'client-body')};
  proxy_temp_path ${path.join(prefix, 'proxy')};
  fastcgi_temp_path ${path.join(prefix, 'fastcgi')};
  uwsgi_temp_path ${path.join(prefix, 'uwsgi')};
  scgi_temp_path ${path.join(prefix, 'scgi')};
  proxy_cache_path ${path.join(prefix, 'cache')} levels=1:2 keys_zone=documents:10m max_size=256m inactive=10m use_temp_path=off;
  gzip on;
  gzip_proxied any;
  gzip_types text/css application/javascript application/json image/svg+xml;
  gzip_static on;

  # A request carrying one of the shop's cookies: its document is the shopper's own.
  map $http_cookie $shoppers_own {
    default 0;
    "~(^|;)\\s*mitti_(cart|signed_in|flash)=" 1;
  }

  # The English home page of a shopper who chose another language with the switch: the document server sends
  # them to that language's home (decision 102), so neither that answer nor the English page is kept for it.
  map "$uri|$cookie_mitti_language" $remembered_language {
    default 0;
    "/|hi" 1;
  }

${upstream('documents', documents)}
${upstream('api', apis)}

  server {
    listen 127.0.0.1:${port};
    listen [::1]:${port};

    location ${API_PATH} {
      proxy_pass http://api/;
${proxied.join('\n')}
      proxy_next_upstream error timeout http_502 http_503 non_idempotent;
      client_max_body_size 25m;
    }

${remotes.join('\n\n')}

    location / {
      proxy_pass http://documents;
${proxied.join('\n')}
      proxy_next_upstream error timeout http_502 http_503;
      proxy_set_header Accept-Encoding "";
      proxy_cache documents;
      proxy_cache_key $scheme://$http_host$request_uri;
      proxy_cache_bypass $shoppers_own $remembered_language;
      proxy_no_cache $shoppers_own $remembered_language;
      proxy_ignore_headers Vary;
      proxy_cache_revalidate on;
      proxy_cache_lock on;
      proxy_cache_background_update on;
      proxy_cache_use_stale error timeout http_500 http_502 http_503;
      add_header X-Cache $upstream_cache_status;
    }
  }
}
`;
}
