/**
 * Posting the hostile files (./hostile-files.mjs) to one instance and measuring what each costs it (issue 21):
 * the answer's status and time, the instance's resident memory (VmRSS of its process, worker threads included,
 * sampled every 25 ms) above what it was before, and the time of a page request sent to the same instance 100 ms
 * into the upload and then one after another until the upload is answered (the slowest is reported). Used by the stack tests (./stack-tests.mjs, with limits) and scripts/bench-hostile-uploads.mjs
 * (figures only, e.g. against an older build).
 */
import { readFileSync } from 'node:fs';

/** Resident memory of a process in MB (Linux /proc), or NaN where unreadable. */
export function rssMb(pid) {
  try {
    const m = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
    return m ? Number(m[1]) / 1024 : NaN;
  } catch {
    return NaN;
  }
}

/** The intake endpoints and the form field each reads the file from. */
export const intakeEndpoints = ['/api/screening/file', '/api/statement-analysis'];

/**
 * The request body of a file: a multipart form (`locale`, `file`), or for `file.chunkedMb` a multipart body of that
 * many MB streamed in 64 KB chunks with `Transfer-Encoding: chunked` and no `Content-Length`.
 */
function uploadBody(file) {
  if (!file.chunkedMb) {
    const form = new FormData();
    form.set('locale', 'en-US');
    form.set('file', new Blob([file.bytes]), file.fileName);
    return { body: form };
  }
  const boundary = 'hostile-chunked-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.fileName}"\r\nContent-Type: text/csv\r\n\r\nname\n`,
  );
  const piece = Buffer.alloc(64 * 1024, 'a\n');
  let left = Math.ceil((file.chunkedMb * 1024 * 1024) / piece.length);
  const body = new ReadableStream({
    start(c) {
      c.enqueue(head);
    },
    pull(c) {
      if (left-- > 0) c.enqueue(piece);
      else {
        c.enqueue(Buffer.from(`\r\n--${boundary}--\r\n`));
        c.close();
      }
    },
  });
  return { body, duplex: 'half', headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/**
 * One hostile upload against `origin` (an instance's own URL) whose process is `pid`; `page` is a path of that
 * instance to time during the upload. Resolves `{ status, ms, rssUpMb, pageMs, pageStatus, error, body }`;
 * an upload without an answer within `timeoutMs` has status 0.
 */
export async function measureUpload({ origin, pid, endpoint, file, page = '/en-US/pricing', timeoutMs = 60_000 }) {
  const before = rssMb(pid);
  let peak = before;
  const sampler = setInterval(() => {
    const now = rssMb(pid);
    if (now > peak) peak = now;
  }, 25);
  const started = performance.now();
  const upload = fetch(`${origin}${endpoint}`, {
    method: 'POST',
    ...uploadBody(file),
    signal: AbortSignal.timeout(timeoutMs),
  })
    .then(async (res) => ({ status: res.status, body: await res.text(), retryAfter: res.headers.get('retry-after') }))
    .catch((e) => ({ status: 0, body: '', error: String(e.cause?.code ?? e.name ?? e) }));
  // Pages requested one after another from 100 ms into the upload until it is answered: the slowest is reported.
  let answered = false;
  const pageTimed = (async () => {
    await new Promise((r) => setTimeout(r, 100));
    let worst = { pageStatus: 0, pageMs: 0, pages: 0 };
    do {
      const t = performance.now();
      let status = 0;
      try {
        const res = await fetch(`${origin}${page}`, { signal: AbortSignal.timeout(timeoutMs) });
        await res.arrayBuffer();
        status = res.status;
      } catch {
        /* no answer */
      }
      const took = performance.now() - t;
      worst = {
        pageStatus: took >= worst.pageMs ? status : worst.pageStatus,
        pageMs: Math.max(worst.pageMs, took),
        pages: worst.pages + 1,
      };
      await new Promise((r) => setTimeout(r, 200));
    } while (!answered);
    return worst;
  })();
  const answer = await upload;
  const ms = performance.now() - started;
  answered = true;
  const pageResult = await pageTimed;
  clearInterval(sampler);
  peak = Math.max(peak, rssMb(pid));
  let code = '';
  try {
    code = JSON.parse(answer.body).error ?? '';
  } catch {
    /* not JSON */
  }
  return {
    status: answer.status,
    code,
    ms,
    rssUpMb: peak - before,
    ...pageResult,
    error: answer.error,
    retryAfter: answer.retryAfter,
    body: answer.body,
  };
}

/** A figures line for one measurement. */
export function describe(endpoint, file, r) {
  return `${file.name} → ${endpoint}: ${r.status}${r.code ? ` ${r.code}` : ''}${r.error ? ` (${r.error})` : ''} in ${(r.ms / 1000).toFixed(2)} s, RSS +${Math.round(r.rssUpMb)} MB, slowest of ${r.pages} page requests during the upload ${r.pageStatus} in ${Math.round(r.pageMs)} ms`;
}
