'use client';

import type { ComponentType } from 'react';

/**
 * Wraps the loader of an antd-based component (for `next/dynamic`) so the component arrives with the site's antd
 * configuration around it: `AntdProvider` (active locale, brand tokens, popup z-index base 2000, reduced motion) is
 * fetched in parallel and wrapped around each instance. Pages therefore ship no antd in their first load, not even
 * the provider and its CSS-in-JS cache (~60 KiB gzip); antd arrives with the first control that needs it, after
 * first paint or on first use. Use as `dynamic(withAntd(() => import('./form').then((m) => m.Form)), { ssr: false })`.
 * Components loaded this way render on the client only, so antd styles are inserted by its runtime there.
 */
export function withAntd<P extends object>(load: () => Promise<ComponentType<P>>): () => Promise<ComponentType<P>> {
  return () =>
    Promise.all([load(), import('./antd-provider')]).then(([Component, { AntdProvider }]) => {
      function WithAntd(props: P) {
        return (
          <AntdProvider>
            <Component {...props} />
          </AntdProvider>
        );
      }
      WithAntd.displayName = `WithAntd(${Component.displayName ?? Component.name ?? 'Component'})`;
      return WithAntd;
    });
}
