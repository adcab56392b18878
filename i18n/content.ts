import { getMessages } from 'next-intl/server';
import type { Messages } from './messages';

/**
 * One namespace of the request locale's messages as typed data (types from the zh-CN JSON, see global.d.ts), for
 * content that is a list or a nested record: what `t()` cannot return and `t.raw(key) as T` would only assert.
 * Server components only (it reads the request's messages); a missing or mistyped path is a type error.
 *
 * @param namespace a top-level message namespace, e.g. `industryAnalysis`
 */
export async function getContent<N extends keyof Messages>(namespace: N): Promise<Messages[N]> {
  return (await getMessages())[namespace];
}
