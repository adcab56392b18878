import type { Messages } from './messages';

/** Namespaces client components may need; `common` is always included (shell and shared widgets read it). */
export type ClientNamespace = keyof Messages;

/**
 * The subset of messages serialised for client components under one provider. Every page ships the messages its
 * provider is given inside its HTML, so each route section passes only what its client components read
 * (SectionProviders). The service and solution catalogues are reduced to their names (the demo form's options).
 */
export function pickClientMessages(messages: Messages, namespaces: readonly ClientNamespace[]): Partial<Messages> {
  const out: Record<string, unknown> = { common: messages.common };
  for (const ns of namespaces) {
    const value = messages[ns] as unknown;
    if (ns === 'services' || ns === 'solutions') {
      out[ns] = Object.fromEntries(
        Object.entries(value as Record<string, { name?: string }>).map(([slug, entry]) => [slug, { name: entry?.name }]),
      );
    } else {
      out[ns] = value;
    }
  }
  return out as Partial<Messages>;
}
