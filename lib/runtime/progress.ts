/**
 * The top loading bar (spec §9 / SITE.md §5) over nprogress, with the spec's constants:
 * throttle 200 ms (a navigation that finishes sooner shows no bar), an estimated duration of 2000 ms (the trickle
 * reaches ~90 % around then), hide delay 500 ms (the full bar stays visible that long), reset delay 400 ms (the
 * fade-out), height 3 px (globals.css). On an application error the bar turns to the error colour.
 *
 * nprogress loads with the first navigation that starts the bar (during the throttle delay), not with the page: the
 * first load of a page never shows the bar (issue 28: 1.4 KiB gzip out of every page's first-load JavaScript).
 */
export const progressTiming = {
  throttleMs: 200,
  durationMs: 2000,
  hideDelayMs: 500,
  resetDelayMs: 400,
  heightPx: 3,
} as const;

type NProgressApi = typeof import('nprogress');
let loading: Promise<NProgressApi> | undefined;

/** nprogress, imported and configured once, on first use. */
function loadProgress(): Promise<NProgressApi> {
  if (loading) return loading;
  loading = import('nprogress').then(({ default: nprogress }) => {
    nprogress.configure({
      showSpinner: false,
      // nprogress's default template carries role="bar", which is no ARIA role (axe aria-roles, critical). The bar is
      // decorative: the loading overlay (role="status", with a text label) is what announces a page change.
      template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
      // nprogress finds the bar by its role by default; without the role it is found by its class.
      barSelector: '.bar',
      minimum: 0.08,
      // Ten trickle steps over the estimated duration.
      trickleSpeed: progressTiming.durationMs / 10,
      speed: progressTiming.resetDelayMs,
    });
    return nprogress;
  });
  // A failed chunk load is retried by the next navigation.
  loading.catch(() => (loading = undefined));
  return loading;
}

let throttle: ReturnType<typeof setTimeout> | undefined;
let hide: ReturnType<typeof setTimeout> | undefined;
let running = false;

/** Starts the bar after the throttle delay. Safe to call repeatedly. */
export function startProgress(): void {
  if (hide) clearTimeout(hide);
  if (running || throttle) return;
  void loadProgress().catch(() => undefined);
  throttle = setTimeout(() => {
    throttle = undefined;
    running = true;
    // Callbacks on one promise run in order: start, then set(1) and done() of finishProgress.
    void loadProgress().then(
      (nprogress) => {
        if (running) nprogress.start();
      },
      () => undefined,
    );
  }, progressTiming.throttleMs);
}

/** Completes the bar: fills it, keeps it for the hide delay, then fades it out. No-op if it never showed. */
export function finishProgress(): void {
  if (throttle) {
    clearTimeout(throttle);
    throttle = undefined;
  }
  if (!running) return;
  void loadProgress().then(
    (nprogress) => nprogress.set(1),
    () => undefined,
  );
  if (hide) clearTimeout(hide);
  hide = setTimeout(() => {
    running = false;
    void loadProgress().then(
      (nprogress) => nprogress.done(true),
      () => undefined,
    );
  }, progressTiming.hideDelayMs);
}

/** Switches the bar (and the page's error state) to the error colour; cleared by `clearProgressError`. */
export function markProgressError(): void {
  document.documentElement.classList.add('hx-app-error');
}

export function clearProgressError(): void {
  document.documentElement.classList.remove('hx-app-error');
}
