/**
 * The tour library and its styles, in one module the guide button imports on click (never in a page's first load).
 * driver.js (MIT): keyboard operable — → / ← move, Esc closes — and it moves focus into its popover.
 */
import 'driver.js/dist/driver.css';
import './tour.css';
import { driver, type DriveStep } from 'driver.js';

/** Starts a tour over the steps present on the page; `labels` are the popover buttons and progress text. */
export function runTour(steps: DriveStep[], labels: { next: string; prev: string; done: string; progress: string }, onEnd: () => void) {
  const d = driver({
    steps,
    showProgress: true,
    progressText: labels.progress,
    nextBtnText: labels.next,
    prevBtnText: labels.prev,
    doneBtnText: labels.done,
    allowKeyboardControl: true,
    smoothScroll: !window.matchMedia('(prefers-reduced-motion: reduce)').matches,
    popoverClass: 'hx-tour',
    onDestroyed: onEnd,
  });
  d.drive();
  return d;
}
