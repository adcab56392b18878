'use client';

import { Suspense } from 'react';
import { NavigationEvents } from './navigation-events';
import { useBuildUpdates } from './runtime/use-build-updates';
import { useIntentPrefetch } from './runtime/use-intent-prefetch';
import { useChunkReloadGuard } from './runtime/use-chunk-reload-guard';
import { useLocaleCookieSync } from './runtime/use-locale-cookie-sync';
import { useRenderDeferred } from './runtime/use-render-deferred';
import { useScrollReveal } from './runtime/use-scroll-reveal';
import { useScrollTracker } from './runtime/use-scroll-tracker';
import { useWindowsScaling } from './runtime/use-windows-scaling';

/**
 * The page shell's client behaviours, mounted once by the locale layout: loading bar and overlay, build-update
 * checks and build-meta prefetch, chunk-failure reloads, Windows scaling, scroll tracking for the system store,
 * scroll reveal, rendering the blocks below the fold at idle, prefetch on intent and the locale cookie. Renders only the overlay (`loadingLabel`: its text for
 * assistive technology).
 */
export function AppRuntime({ loadingLabel }: { loadingLabel: string }) {
  useScrollTracker();
  useLocaleCookieSync();
  useWindowsScaling();
  useChunkReloadGuard();
  useBuildUpdates();
  useScrollReveal();
  useRenderDeferred();
  useIntentPrefetch();
  return (
    <Suspense fallback={null}>
      <NavigationEvents label={loadingLabel} />
    </Suspense>
  );
}
