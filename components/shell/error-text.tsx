'use client';

import { createContext, useContext, type ReactNode } from 'react';

/** The error page's texts (`common.error` of the page's locale): plain strings, no ICU arguments. */
export interface ErrorText {
  metaTitle: string;
  notFound: string;
  internal: string;
  hint: string;
  retry: string;
  home: string;
}

const ErrorTextContext = createContext<ErrorText | null>(null);

/**
 * Gives the error boundary (app/[locale]/error.tsx) its texts. Rendered by the site shell with the strings from the
 * server, because the boundary is above every section's message provider and the shell loads no message
 * formatter (issue 28).
 */
export function ErrorTextProvider({ text, children }: { text: ErrorText; children: ReactNode }) {
  return <ErrorTextContext.Provider value={text}>{children}</ErrorTextContext.Provider>;
}

/** The error page's texts; throws outside ErrorTextProvider (a shell without it is a programming error). */
export function useErrorText(): ErrorText {
  const text = useContext(ErrorTextContext);
  if (!text) throw new Error('useErrorText: no ErrorTextProvider above (components/shell/site-shell.tsx renders it)');
  return text;
}
