import { afterEach, describe, expect, it, vi } from 'vitest';
import { callApi, downloadFile } from '@/components/try-it/api-client';

/**
 * The demos' request to their endpoints (components/try-it/api-client.ts, used through useDemoRequest): what the
 * visitor reads for each way a request can end — the endpoint's own message, or the network / server message.
 */
const texts = { network: 'connection dropped', server: 'processing failed' };
const jsonAnswer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8' } });

afterEach(() => vi.unstubAllGlobals());

describe('callApi', () => {
  it('GETs without a body and POSTs a JSON string as application/json', async () => {
    const fetch = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>(async () =>
      jsonAnswer(200, { total: 3 }),
    );
    vi.stubGlobal('fetch', fetch);
    expect(await callApi('/api/x?q=1', {}, texts)).toEqual({ ok: true, status: 200, body: { total: 3 } });
    await callApi('/api/x', { body: '{"a":1}' }, texts);
    expect(fetch.mock.calls.map(([, init]) => [init?.method, init?.headers])).toEqual([
      ['GET', undefined],
      ['POST', { 'content-type': 'application/json' }],
    ]);
  });

  it("gives the endpoint's localized error, else the network or server message", async () => {
    vi.stubGlobal('fetch', async () => jsonAnswer(422, { error: 'missingColumns', message: '请选择列' }));
    expect(await callApi('/api/x', { body: new FormData() }, texts)).toMatchObject({
      ok: false,
      status: 422,
      body: { error: 'missingColumns', message: '请选择列' },
    });
    vi.stubGlobal('fetch', async () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await callApi('/api/x', {}, texts)).toMatchObject({ status: 0, body: { message: texts.network } });
    vi.stubGlobal('fetch', async () => new Response('<html>502</html>', { status: 502 }));
    expect(await callApi('/api/x', {}, texts)).toMatchObject({ status: 502, body: { message: texts.server } });
  });

  it('reports an aborted request as aborted, with nothing to show', async () => {
    const controller = new AbortController();
    vi.stubGlobal('fetch', async () => {
      controller.abort();
      throw new DOMException('aborted', 'AbortError');
    });
    expect(await callApi('/api/x', { signal: controller.signal }, texts)).toEqual({
      ok: false,
      status: 0,
      body: { error: 'aborted', message: '' },
    });
  });
});

describe('downloadFile', () => {
  it("returns the endpoint's message when the answer is an error, not a file", async () => {
    vi.stubGlobal('fetch', async () => jsonAnswer(413, { error: 'tooLarge', message: 'File over 5 MB' }));
    expect(await downloadFile('/api/x', { body: new FormData() }, 'a.pdf', texts)).toBe('File over 5 MB');
    vi.stubGlobal('fetch', async () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await downloadFile('/api/x', {}, 'a.pdf', texts)).toBe(texts.network);
  });
});
