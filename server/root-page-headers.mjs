/**
 * The caching headers of `/` (SITE.md §3, issue 41). Only a full-page request to `/` detects the visitor's locale
 * (cookie, then Accept-Language): its answer — the zh-CN home page, or a redirect to /en-US — varies on Cookie and
 * Accept-Language, and no shared cache may keep one answer for everyone. Next prerenders the zh-CN home and sends it
 * with `s-maxage=31536000` and its own Vary (the router's headers), so the proxy's Vary was lost and a CDN honouring
 * the page's Cache-Control would have served one locale to every visitor. Here the response to `/` keeps Next's Vary
 * values, adds Cookie and Accept-Language, and is cacheable only by the browser, revalidated each time.
 */

/** Cache-Control of `/`: never stored by a shared cache; the browser revalidates. */
export const rootCacheControl = 'private, no-cache';

/** The request headers the answer to `/` varies on, besides Next's own. */
const rootVary = ['Cookie', 'Accept-Language'];

/**
 * A Vary value with Cookie and Accept-Language added (once, whatever the case), Next's values kept in order.
 * @param {string | string[] | number | undefined} value
 * @returns {string}
 */
export function withRootVary(value) {
  const current = (Array.isArray(value) ? value.join(',') : String(value ?? ''))
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  const lower = new Set(current.map((v) => v.toLowerCase()));
  return [...current, ...rootVary.filter((v) => !lower.has(v.toLowerCase()))].join(', ');
}

/**
 * Whether a request is for the root page `/` (any query string), by GET or HEAD.
 * @param {string | undefined} method
 * @param {string | undefined} url
 */
export function isRootPage(method, url) {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const raw = url ?? '';
  const end = raw.search(/[?#]/);
  return (end === -1 ? raw : raw.slice(0, end)) === '/';
}

/**
 * For a request to `/`, rewrites the Cache-Control and Vary the response will carry, however Next sets them
 * (`setHeader` or `writeHead`'s headers). Other requests are left alone.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
export function applyRootPageHeaders(req, res) {
  if (!isRootPage(req.method, req.url)) return;
  const setHeader = res.setHeader.bind(res);
  const rewrite = (name, value) => {
    const key = name.toLowerCase();
    if (key === 'cache-control') return rootCacheControl;
    if (key === 'vary') return withRootVary(value);
    return value;
  };
  res.setHeader = (name, value) => setHeader(name, rewrite(name, value));
  setHeader('Cache-Control', rootCacheControl);
  setHeader('Vary', withRootVary(undefined));
  const writeHead = res.writeHead.bind(res);
  res.writeHead = (status, ...rest) => {
    const headers = rest.find((arg) => arg && typeof arg === 'object');
    if (headers && !Array.isArray(headers)) {
      for (const name of Object.keys(headers)) headers[name] = rewrite(name, headers[name]);
    }
    return writeHead(status, ...rest);
  };
}
