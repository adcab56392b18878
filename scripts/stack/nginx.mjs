/**
 * Renders the nginx configuration of deploy/nginx/ for one topology: the site file from
 * `hengxi.conf.template` (every `{{NAME}}` replaced; an unknown or missing name is an error, so a typo cannot
 * ship) and, for the local stack, a whole `nginx.conf` that runs unprivileged files from the stack directory.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const deployDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..', 'deploy', 'nginx');

/**
 * Replaces `{{NAME}}` placeholders.
 * @param {string} template
 * @param {Record<string, string>} vars
 * @returns {string}
 */
export function renderTemplate(template, vars) {
  const missing = new Set();
  const out = template.replace(/\{\{([A-Z0-9_]+)\}\}/g, (_, name) => {
    if (!(name in vars)) {
      missing.add(name);
      return '';
    }
    return vars[name];
  });
  if (missing.size) throw new Error(`nginx template: no value for ${[...missing].join(', ')}`);
  return out;
}

/** Where Debian's nginx keeps dynamic modules. */
const moduleDir = '/usr/lib/nginx/modules';

/** Whether Debian's brotli modules (libnginx-mod-http-brotli-static / -filter) are installed. */
export function brotliModules() {
  return {
    static: existsSync(path.join(moduleDir, 'ngx_http_brotli_static_module.so')),
    filter: existsSync(path.join(moduleDir, 'ngx_http_brotli_filter_module.so')),
  };
}

/**
 * The site file for a topology.
 * @param {{ serverName: string, httpsPort: number, httpPort: number, listenHost?: string, upstreams: string[],
 *   cacheDir: string, staticDir: string, cert: string, key: string, buildId: string, snippetsDir: string,
 *   brotli: { static: boolean, filter: boolean } }} t
 */
export function renderSite(t) {
  const listen = (port) => (t.listenHost ? `${t.listenHost}:${port}` : String(port));
  const brotliTypes =
    'text/css text/plain text/x-component application/javascript application/json application/manifest+json image/svg+xml application/xml';
  return renderTemplate(readFileSync(path.join(deployDir, 'hengxi.conf.template'), 'utf8'), {
    UPSTREAM_SERVERS: t.upstreams.map((u) => `    server ${u} max_fails=3 fail_timeout=5s;`).join('\n'),
    CACHE_DIR: t.cacheDir,
    LISTEN_HTTP: listen(t.httpPort),
    LISTEN_HTTPS: listen(t.httpsPort),
    SERVER_NAME: t.serverName,
    HTTPS_PORT_SUFFIX: t.httpsPort === 443 ? '' : `:${t.httpsPort}`,
    TLS_CERT: t.cert,
    TLS_KEY: t.key,
    STATIC_DIR: t.staticDir,
    SNIPPETS_DIR: t.snippetsDir,
    BUILD_ID: t.buildId,
    BROTLI_FILTER: t.brotli.filter
      ? `    brotli on;\n    brotli_comp_level 5;\n    brotli_min_length 1024;\n    brotli_types ${brotliTypes};`
      : '    # brotli: module not installed (libnginx-mod-http-brotli-filter)',
    BROTLI_STATIC: t.brotli.static
      ? '        brotli_static on;'
      : '        # brotli_static: module not installed (libnginx-mod-http-brotli-static)',
  });
}

/**
 * A complete nginx.conf for the local stack: everything (pid, logs, temp files) under `dir`, workers as `user`
 * when started by root, Debian's MIME types, the brotli modules when installed, and the site file included.
 * @param {{ dir: string, siteFile: string, user?: string, brotli: { static: boolean, filter: boolean }, extra?: string, accessLog?: 'plain' | 'buffered' }} o
 */
export function renderMainConf(o) {
  const modules = [
    o.brotli.filter ? `load_module ${moduleDir}/ngx_http_brotli_filter_module.so;` : '',
    o.brotli.static ? `load_module ${moduleDir}/ngx_http_brotli_static_module.so;` : '',
  ].filter(Boolean);
  return `# Local stack (npm run stack); generated — edit deploy/nginx/ instead.
${modules.join('\n')}
${o.user ? `user ${o.user};` : ''}
worker_processes auto;
pid ${o.dir}/nginx.pid;
error_log ${o.dir}/logs/nginx-error.log warn;
events { worker_connections 4096; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    sendfile on;
    tcp_nopush on;
    server_tokens off;
    # Timing fields for bench:stack's tail analysis (cache status, nginx's own time, the upstream's). Buffered: a
    # write per request blocked the worker whenever the kernel throttled writers with dirty pages (STACK_ACCESS_LOG=plain
    # restores it, to compare; see docs/deploying.md "The tail").
    log_format hengxi_timing '$time_iso8601 $status $upstream_cache_status $request_time $upstream_response_time $request_uri';
    access_log ${o.dir}/logs/nginx-access.log hengxi_timing${o.accessLog === 'plain' ? '' : ' buffer=64k flush=1s'};
    client_body_temp_path ${o.dir}/tmp/body;
    proxy_temp_path ${o.dir}/tmp/proxy;
    fastcgi_temp_path ${o.dir}/tmp/fastcgi;
    uwsgi_temp_path ${o.dir}/tmp/uwsgi;
    scgi_temp_path ${o.dir}/tmp/scgi;
    include ${o.siteFile};
${o.extra ?? ''}
}
`;
}
