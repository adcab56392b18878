import type { Messages } from './messages';
import { precompileMessages } from './precompile';

/**
 * Namespaces client components may need; the client part of `common` is always included (`clientCommonKeys`). A dotted
 * entry (`industryAnalysis.industries`) ships just that part of a namespace, for client components that read a
 * few labels of a large namespace.
 */
export type ClientNamespace = keyof Messages | `${keyof Messages}.${string}`;

/**
 * The parts of `common` that client components read with next-intl: the search box's engine (its results and
 * statuses), the sample-data label of record tables and the live demos' network / server messages (`request`,
 * components/try-it/use-demo-request.ts). The rest of `common` is read on the server only; the shell's
 * own client components (error page, back-to-top, language switcher, loading overlay, not-found message) get their
 * texts as props from the server (issue 28: the shell has no message provider).
 */
export const clientCommonKeys = [
  'search',
  'sample',
  'request',
] as const satisfies readonly (keyof Messages['common'])[];

/**
 * The subset of messages serialised for client components under one provider. Every page ships the messages its
 * provider is given inside its HTML, so each route section passes only what its client components read
 * (SectionProviders), and every provider passes the client part of `common` (`clientCommonKeys`). The service and
 * solution catalogues are reduced to their names (the demo form's options). The result is compiled ahead of time
 * (`precompileMessages`): client components format it with next-intl's format-only runtime, not the ICU parser.
 */
export function pickClientMessages(messages: Messages, namespaces: readonly ClientNamespace[]): Partial<Messages> {
  const out: Record<string, unknown> = {
    common: Object.fromEntries(clientCommonKeys.map((k) => [k, messages.common[k]])),
  };
  for (const entry of namespaces) {
    const [ns, ...path] = entry.split('.') as [keyof Messages, ...string[]];
    if (path.length > 0) {
      // Copy only the named subtree, keeping its nesting so keys read the same as with the whole namespace.
      let source = messages[ns] as unknown;
      for (const key of path) source = (source as Record<string, unknown> | undefined)?.[key];
      if (source === undefined) throw new Error(`pickClientMessages: no messages at ${entry}`);
      let target = (out[ns] ??= {}) as Record<string, unknown>;
      path.slice(0, -1).forEach((key) => (target = (target[key] ??= {}) as Record<string, unknown>));
      target[path[path.length - 1]] = source;
      continue;
    }
    const value = messages[ns] as unknown;
    if (ns === 'services' || ns === 'solutions') {
      out[ns] = Object.fromEntries(
        Object.entries(value as Record<string, { name?: string }>).map(([slug, entry]) => [
          slug,
          { name: entry?.name },
        ]),
      );
    } else {
      out[ns] = value;
    }
  }
  return precompileMessages(out) as Partial<Messages>;
}
