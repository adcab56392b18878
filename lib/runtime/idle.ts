/**
 * Runs `task` in a task of its own once the browser is idle: `requestIdleCallback`, at most `timeoutMs` (default
 * 1,000 ms) later, or a zero-delay timeout where the browser has no idle callbacks (Safari before 18.x flags).
 * Returns a function that cancels it if it has not run yet.
 *
 * The page shell's effects that the first frame does not need (the build-update poll, the locale cookie, scroll
 * reveal) run through it, so that hydration's effect pass stays one short task instead of a long one: reading
 * `document.cookie` is a synchronous round trip to the browser process (~5 ms on the test machine), and Lighthouse
 * counts every main-thread task over 50 ms, at 4× CPU, in Total Blocking Time (issue 28).
 */
export function whenIdle(task: () => void, timeoutMs = 1000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => task(), { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(task, 0);
  return () => window.clearTimeout(timer);
}
