'use client';

import { useCallback, useEffect, useState, type PointerEvent } from 'react';

/** Events that show the visitor is using the page (not just looking at its first screen). */
const engagementEvents = ['scroll', 'wheel', 'pointerdown', 'pointermove', 'keydown', 'touchstart', 'focusin'] as const;

/**
 * Calls `onEngaged` once, on the visitor's first scroll, pointer, touch, key or focus event, or at once when the
 * page was opened at an in-page anchor (`#book`: the visitor came for that section) or has already been scrolled
 * (before this code ran). Returns a cleanup function.
 */
export function onFirstEngagement(onEngaged: () => void): () => void {
  if (window.location.hash || window.scrollY > 0) {
    onEngaged();
    return () => {};
  }
  const handler = () => {
    stop();
    onEngaged();
  };
  const stop = () => {
    for (const type of engagementEvents) window.removeEventListener(type, handler, true);
  };
  for (const type of engagementEvents) window.addEventListener(type, handler, { capture: true, passive: true });
  return stop;
}

/**
 * `true` once the visitor has started using the page (`onFirstEngagement`): mount a heavy control that only opens on
 * a click (a dialog) from then on, so its code loads while the visitor reaches for the button, not during start-up.
 * With `enabled` false it listens for nothing (and stays false).
 */
export function useEngaged(enabled = true): boolean {
  const [engaged, setEngaged] = useState(false);
  useEffect(() => {
    if (engaged || !enabled) return;
    return onFirstEngagement(() => setEngaged(true));
  }, [engaged, enabled]);
  return engaged;
}

/**
 * Wraps a dynamic import so it runs once: every call returns the same promise (the form `useLoadOnEngagement`
 * needs). A failed import is forgotten, so the next call tries again.
 */
export function cachedLoader<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    }));
}

/**
 * The handlers of a control's stand-in (a plain button shown until the control's code arrives): `press` runs on a
 * click or key, and already on a mouse or pen's pointer-down. When the control lands between pointer-down and
 * pointer-up, the stand-in is replaced and the browser fires no click, so the press would be lost. Not on a touch's
 * pointer-down: a finger that lands on the stand-in may be scrolling the page.
 */
export function standInPress(press: () => void): {
  onPointerDown: (e: PointerEvent<HTMLElement>) => void;
  onClick: () => void;
} {
  return {
    onPointerDown: (e) => {
      if (e.pointerType !== 'touch') press();
    },
    onClick: press,
  };
}

/**
 * Loads something heavy (an antd control, typically) once the visitor starts using the page — first scroll, pointer,
 * touch, key or focus event (`onFirstEngagement`) — instead of while the page starts up, or at once when `request()`
 * is called (the visitor pressed the control's stand-in). `load` must cache its promise (`cachedLoader`).
 * Returns the loaded value (`null` until it has arrived) and `request`. A failed load leaves `value` null, so the
 * stand-in stays; the next engagement or `request()` tries again.
 */
export function useLoadOnEngagement<T>(load: () => Promise<T>): { value: T | null; request: () => void } {
  const [value, setValue] = useState<{ v: T } | null>(null);
  const request = useCallback(() => {
    load().then(
      (v) => setValue((cur) => cur ?? { v }),
      () => {},
    );
  }, [load]);
  useEffect(() => {
    if (value) return;
    return onFirstEngagement(request);
  }, [value, request]);
  return { value: value ? value.v : null, request };
}
