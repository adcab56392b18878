/**
 * The malformed requests of the stack test (issue 9): paths, percent-escapes, query strings, headers (including the
 * known Next.js middleware-bypass and cache-poisoning headers), cookies, methods, and bodies on every endpoint.
 * `fuzzCorpus(host)` returns raw HTTP/1.1 requests, each with a label for the report. Deterministic (no randomness):
 * the same corpus every run.
 */

const pages = [
  '/',
  '/en-US',
  '/en-US/pricing',
  '/pricing',
  '/demo',
  '/en-US/service/exactMatch',
  '/company/%E4%B8%8D%E5%AD%98%E5%9C%A8',
  '/en-US/customerProfile/test',
  '/en-US/no-such-page',
];
const endpoints = [
  '/api/demo-requests',
  '/api/csp-report',
  '/api/health',
  '/api/ready',
  '/builds/latest.json',
  '/builds/meta/x.json',
  '/_i18n/en-US/messages.json',
  '/sitemap.xml',
  '/robots.txt',
];

const badPaths = [
  '/..',
  '/../../../../etc/passwd',
  '/%2e%2e/%2e%2e/etc/passwd',
  '/en-US/..%2f..%2fpackage.json',
  '/%00',
  '/en-US/%00',
  '/%ff',
  '/%',
  '/%zz',
  '/%c0%af',
  '/%e0%80%af',
  '/%ED%A0%80',
  '/%uFFFF',
  '//evil.example/',
  '//evil.example/%2e%2e',
  '/\\evil.example',
  '/%5cevil.example',
  '/%2f%2fevil.example',
  '/%09/evil.example',
  '/.env',
  '/.git/config',
  '/_next/static/../../package.json',
  '/_next/static/%2e%2e/%2e%2e/package.json',
  '/_next/data/x/en-US.json',
  '/_next/image?url=https://evil.example/x.png&w=64&q=75',
  '/_next/image?url=%2F%2Fevil.example&w=1&q=1',
  '/api/..%2f..%2fetc%2fpasswd',
  '/api/%00',
  '/zh-CN/../en-US',
  '/ZH-cn/PRICING',
  '/EN-us',
  '/en-US/',
  '/en-US//pricing',
  '/en-US/pricing/',
  '/en-US/pricing%20',
  '/en-US/pricing;jsessionid=1',
  '/en-US/service/%E0%A4%A',
  '/en-US/service/' + 'a'.repeat(3000),
  '/' + 'x/'.repeat(900),
  '/customer/%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  '/company/%22%27%3E%3Csvg%3E',
  '/company/%F0%9F%92%A9',
  '/company/..',
  '/company/%2e',
  '/AI/reportV2/%ZZ',
  '/APP/download/%2F%2Fevil.example',
  '/index.php',
  '/wp-login.php',
  '/cgi-bin/%2e%2e/bin/sh',
  '/en-US?',
  '/?',
  '/#x',
  '/en-US/pricing#%%',
  // Paths that merely start with a metadata file's name or an endpoint prefix (issue 21: these skipped the proxy → 500).
  '/robots.txtx',
  '/robots.txt/x',
  '/robots.txt%09',
  '/robots.txt%00',
  '/sitemap.xml%09',
  '/sitemap.xmlx',
  '/sitemap.xml.bak',
  '/sitemap.xml/x',
  '/favicon.ico',
  '/favicon.icox',
  '/favicon.ico%20',
  '/icon.svgx',
  '/icon.svg/x',
  '/icon.svg%3F',
  '/apple-iconx',
  '/apple-icon.png',
  '/_vercelx',
  '/apix',
  '/_nextx',
  '/_i18nx',
  '/buildsx',
  '/staticx',
  '/en-US/robots.txtx',
  '/zh-CN/sitemap.xml%09',
];

const badQueries = [
  '?_rsc=%',
  '?_rsc=' + 'x'.repeat(2000),
  '?a=%',
  '?%00=1',
  '?__proto__[polluted]=1',
  '?constructor[prototype][x]=1',
  '?locale=%3Cscript%3E',
  '?locale=en-US%00',
  '?redirect=//evil.example',
  '?next=https://evil.example',
  '?url=javascript:alert(1)',
  '?q=' + '%E4%B8%AD'.repeat(500),
  '?a=1&a=2&a=3',
  '?' + 'k=v&'.repeat(800),
  '?=',
  '?&&&',
  '?x=%F0%9F',
  '?__nextDataReq=1',
  '?__nextLocale=de',
  '?__nextDefaultLocale=x',
];

const badHeaders = [
  'RSC: 1\r\nNext-Router-State-Tree: %%%',
  'RSC: 1\r\nNext-Router-State-Tree: [1,2',
  'RSC: 1\r\nNext-Router-State-Tree: {}',
  'RSC: 1\r\nNext-Router-State-Tree: ' + '%5B'.repeat(3000),
  'RSC: 1\r\nNext-Router-State-Tree: %5B%22%22%2C%7B%7D%5D\r\nNext-Router-State-Tree: x',
  'RSC: 1\r\nNext-Router-Prefetch: 1\r\nNext-Router-Segment-Prefetch: /_tree',
  'RSC: 1\r\nNext-Router-Segment-Prefetch: %%',
  'RSC: 2',
  'RSC: \x7f',
  'X-Middleware-Subrequest: middleware:middleware:middleware:middleware:middleware',
  'X-Middleware-Subrequest: src/middleware:src/middleware:src/middleware:src/middleware:src/middleware',
  'X-Middleware-Subrequest: proxy:proxy:proxy:proxy:proxy',
  'X-Middleware-Prefetch: 1',
  'X-Invoke-Status: 500',
  'X-Invoke-Path: /api/health',
  'X-Invoke-Error: {"x":1}',
  'X-Now-Route-Matches: 1=%',
  'X-Matched-Path: /api/ready',
  'X-Nextjs-Data: 1',
  'X-Prerender-Revalidate: 1',
  'X-Forwarded-Host: evil.example',
  'X-Forwarded-Proto: gopher',
  'X-Forwarded-Port: 99999',
  'X-Forwarded-For: ' + '1.1.1.1, '.repeat(300) + '1.1.1.1',
  'X-Original-URL: /api/ready',
  'X-Rewrite-URL: /api/ready',
  'X-HTTP-Method-Override: DELETE',
  'X-Hx-Not-Found: 1\r\nX-Hx-Request-Path: <script>',
  'X-Next-Intl-Locale: ../../etc',
  'Next-Url: //evil.example',
  'Next-Action: 1',
  'Next-Action: x\r\nContent-Type: multipart/form-data; boundary=x',
  'Accept: text/x-component',
  'Accept-Language: ' + 'zz-ZZ;q=9,'.repeat(200),
  'Accept-Language: *;q=NaN',
  'Accept-Language: \u00e9',
  'Accept-Encoding: br;q=2, *;q=-1',
  'Range: bytes=0-1,2-3,4-5,6-7,8-9',
  'Range: bytes=99999999-',
  'If-None-Match: "' + 'x'.repeat(1000) + '"',
  'If-Modified-Since: yesterday',
  'Content-Type: application/json; charset=utf-16',
  'Purpose: prefetch',
  'Sec-Purpose: prefetch;prerender',
  'Origin: null',
  'Referer: javascript:alert(1)',
  'User-Agent: ' + 'Googlebot/2.1 '.repeat(100),
  'User-Agent: \x01\x02',
  'X-Request-Id: \r\n',
  'Cache-Control: no-transform, max-age=-1',
  'Pragma: no-cache',
  'Transfer-Encoding: chunked',
  'Content-Length: -1',
  'Content-Length: 99999999999',
  'Expect: 100-continue',
  'Upgrade: websocket\r\nConnection: Upgrade',
];

const badCookies = [
  'i18n_redirected=%',
  'i18n_redirected=xx-XX',
  'i18n_redirected=' + 'a'.repeat(4000),
  'NEXT_LOCALE=../../../etc',
  '__prerender_bypass=1; __next_preview_data=x',
  '__next_hmr_refresh_hash__=1',
  'a=b; a=c; ' + 'c=d; '.repeat(200),
  '=; ;;; =x',
  'i18n_redirected=en-US%00',
  'i18n_redirected="zh-CN"',
];

const methods = [
  'PUT',
  'DELETE',
  'PATCH',
  'TRACE',
  'TRACK',
  'PROPFIND',
  'FOO',
  'OPTIONS',
  'HEAD',
  'POST',
  'M-SEARCH',
  'get',
];

const bodies = [
  ['application/json', '{'],
  ['application/json', '[]'],
  ['application/json', 'null'],
  ['application/json', '{"__proto__":{"admin":true}}'],
  ['application/json', JSON.stringify({ name: 'x'.repeat(20000) })],
  ['application/json', '{"name":"\\ud800"}'],
  ['application/x-www-form-urlencoded', 'name=%&email=%zz'],
  ['application/x-www-form-urlencoded', 'a[b][c][d]=1&' + 'x=1&'.repeat(500)],
  ['text/plain', 'hello'],
  ['application/xml', '<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>'],
  [
    'multipart/form-data; boundary=zz',
    '--zz\r\nContent-Disposition: form-data; name="f"; filename="../../x"\r\n\r\nx\r\n--zz--',
  ],
  ['application/csp-report', '{"csp-report":1}'],
  ['application/reports+json', '[{"type":"csp-violation","body":null}]'],
  ['application/json', '\xff\xfe\x00'],
  ['application/json; charset=latin1', '{}'],
];

/** @param {string} method @param {string} target @param {string} host @param {string[]} extra @param {string} [body] */
function request(method, target, host, extra = [], body) {
  const lines = [`${method} ${target} HTTP/1.1`, `Host: ${host}`, 'User-Agent: hengxi-stack-fuzz', ...extra];
  if (body !== undefined) lines.push(`Content-Length: ${Buffer.byteLength(body, 'latin1')}`);
  // A chunked request still ends (with the last chunk); a request that never ends is a slow client, not a malformed one.
  const chunked = body === undefined && extra.some((h) => /^transfer-encoding:\s*chunked/i.test(h));
  lines.push('Connection: close', '', chunked ? '0\r\n\r\n' : (body ?? ''));
  return lines.join('\r\n');
}

/**
 * The shapes of issue 42's review, each once, with the status it must get (`expect`: a status, or a list of them):
 * Server Action posts that are cross-origin, name no real action or carry an unreadable form; unknown `/api/…` paths
 * with a multipart type and a body that is not multipart; JSON endpoints sent `application/jsonx` or UTF-16; a
 * method an endpoint does not take; a 100 KB URL and a 70 KB header. Sent through nginx with the rest of the corpus,
 * and straight to an instance by stack-tests.mjs (where Next used to answer 500 or the socket was reset).
 * @param {string} host the Host header (with port)
 * @param {string} origin the site's own origin (`https://host`)
 * @returns {{ label: string, raw: string, expect: number | number[] }[]}
 */
export function issue42Shapes(host, origin = `https://${host}`) {
  const multipart = '--zz\r\nContent-Disposition: form-data; name="name"\r\n\r\nx\r\n--zz--\r\n';
  const fakeAction = '7f' + '0'.repeat(40);
  const shapes = [
    {
      label: 'cross-origin form post to /en-US/demo',
      raw: request(
        'POST',
        '/en-US/demo',
        host,
        ['Origin: https://evil.example', 'Content-Type: multipart/form-data; boundary=zz'],
        multipart,
      ),
      expect: 403,
    },
    {
      label: 'cross-origin Server Action to a company page',
      raw: request(
        'POST',
        '/company/c9f2a1e7b3',
        host,
        ['Origin: https://evil.example', `Next-Action: ${fakeAction}`, 'Content-Type: text/plain;charset=UTF-8'],
        '[]',
      ),
      expect: 403,
    },
    {
      label: 'Origin: null form post',
      raw: request(
        'POST',
        '/demo',
        host,
        ['Origin: null', 'Content-Type: multipart/form-data; boundary=zz'],
        multipart,
      ),
      expect: 403,
    },
    {
      label: 'Next-Action naming no action (text body)',
      raw: request(
        'POST',
        '/en-US/demo',
        host,
        [`Origin: ${origin}`, `Next-Action: ${fakeAction}`, 'Content-Type: text/plain;charset=UTF-8'],
        '["x"]',
      ),
      expect: 400,
    },
    {
      label: 'Next-Action naming no action (multipart)',
      raw: request(
        'POST',
        '/demo',
        host,
        [`Next-Action: ${fakeAction}`, 'Content-Type: multipart/form-data; boundary=zz'],
        multipart,
      ),
      expect: 400,
    },
    {
      label: 'Next-Action that is not an id',
      raw: request('POST', '/en-US/demo', host, ['Next-Action: x', 'Content-Type: application/json'], '{}'),
      expect: 400,
    },
    {
      label: 'form post with a body that is not multipart',
      raw: request(
        'POST',
        '/en-US/demo',
        host,
        [`Origin: ${origin}`, 'Content-Type: multipart/form-data; boundary=zz'],
        'garbage',
      ),
      expect: 400,
    },
    {
      label: 'unknown /api path, multipart type, body not multipart',
      raw: request('POST', '/api/nothing', host, ['Content-Type: multipart/form-data; boundary=zz'], 'hello'),
      expect: 404,
    },
    {
      label: 'under a real endpoint, multipart type, body not multipart',
      raw: request('POST', '/api/demo-requests/x', host, ['Content-Type: multipart/form-data; boundary=zz'], 'hello'),
      expect: 404,
    },
    { label: 'unknown /api path, GET', raw: request('GET', '/api/nothing?locale=en-US', host), expect: 404 },
    { label: 'method an endpoint does not take', raw: request('GET', '/api/matching', host), expect: 405 },
    { label: 'DELETE on a GET endpoint', raw: request('DELETE', '/api/registry/search?q=x', host), expect: 405 },
    {
      label: 'application/jsonx to /api/matching',
      raw: request('POST', '/api/matching', host, ['Content-Type: application/jsonx'], '{"query":"chenghu"}'),
      expect: 415,
    },
    {
      label: 'charset=utf-16 to /api/kyc-individual',
      raw: request('POST', '/api/kyc-individual', host, ['Content-Type: application/json; charset=utf-16'], '{}'),
      expect: 415,
    },
    {
      label: 'text/plain to /api/decision-flow',
      raw: request('POST', '/api/decision-flow', host, ['Content-Type: text/plain'], '{"ckey":"c9f2a1e7b3"}'),
      expect: 415,
    },
    {
      label: '100 KB URL',
      raw: request('GET', `/en-US/pricing?q=${'a'.repeat(100 * 1024)}`, host),
      expect: 414,
    },
    {
      label: '70 KB header',
      raw: request('GET', '/en-US/pricing', host, [`X-Big: ${'a'.repeat(70 * 1024)}`]),
      // nginx answers an oversized header line 400 ("Request Header Or Cookie Too Large"), the instance 431.
      expect: [400, 431],
    },
  ];
  return shapes;
}

/**
 * Every request of the corpus: `{ label, raw }`.
 * @param {string} host the Host header (with port)
 */
export function fuzzCorpus(host) {
  const out = [];
  const add = (label, raw) => out.push({ label, raw });
  const targets = [...pages, ...endpoints];
  for (const p of badPaths) for (const m of ['GET', 'HEAD']) add(`path ${m}`, request(m, p, host));
  for (const base of targets) for (const q of badQueries) add('query', request('GET', base + q, host));
  for (const base of targets) for (const h of badHeaders) add('header', request('GET', base, host, h.split('\r\n')));
  for (const base of targets) for (const c of badCookies) add('cookie', request('GET', base, host, [`Cookie: ${c}`]));
  for (const base of targets) for (const m of methods) add(`method ${m}`, request(m, base, host));
  for (const base of targets) {
    for (const [type, body] of bodies) {
      for (const m of ['POST', 'PUT', 'PATCH', 'DELETE'])
        add(`body ${m}`, request(m, base, host, [`Content-Type: ${type}`, `Origin: https://${host}`], body));
    }
  }
  // Raw protocol abuse: bad request lines and header syntax (nginx answers these itself).
  for (const line of [
    'GET / HTTP/1.1\r\nHost: ',
    'GET\r\n',
    'GET / HTTP/9.9',
    'GET /\x00 HTTP/1.1',
    'GET / HTTP/1.1\r\nHost: a\r\nHost: b',
    ' / HTTP/1.1',
    'GET / HTTP/1.1\r\nBad Header\r\n',
  ]) {
    for (const host2 of [host, 'evil.example', ''])
      add('protocol', `${line}\r\nHost: ${host2}\r\nConnection: close\r\n\r\n`);
  }
  // Combinations, so odd pairs are covered too.
  // The two largest products are sampled (the corpus stays over 10,000; npm test's time, issue 43): each bad path is
  // sent with every third header, a rotating third, so every header also meets every third bad path.
  for (const [i, p] of badPaths.entries())
    for (const [j, h] of badHeaders.entries())
      if ((i + j) % 3 === 0) add('path+header', request('GET', p, host, h.split('\r\n')));
  for (const p of badPaths) for (const q of badQueries) add('path+query', request('GET', p + q, host));
  for (const p of badPaths) for (const c of badCookies) add('path+cookie', request('GET', p, host, [`Cookie: ${c}`]));
  for (const p of badPaths) for (const m of methods) add('path+method', request(m, p, host));
  for (const base of pages)
    for (const h of badHeaders)
      add('rsc+header', request('GET', `${base}?_rsc=abc`, host, ['RSC: 1', ...h.split('\r\n')]));
  for (const c of badCookies)
    for (const h of badHeaders) add('cookie+header', request('GET', '/', host, [`Cookie: ${c}`, ...h.split('\r\n')]));
  // Each bad query × header pair once, on the two pages in turn.
  for (const [i, q] of badQueries.entries())
    for (const [j, h] of badHeaders.entries())
      add('query+header', request('GET', ['/en-US/pricing', '/demo'][(i + j) % 2] + q, host, h.split('\r\n')));
  for (const base of targets)
    for (const [type, body] of bodies)
      for (const m of ['OPTIONS', 'TRACE']) add(`body ${m}`, request(m, base, host, [`Content-Type: ${type}`], body));
  for (const shape of issue42Shapes(host)) add(`issue42 ${shape.label}`, shape.raw);
  return out;
}
