/**
 * The tour library and its styles, in one module the guide button imports on click (never in a page's first load).
 * driver.js (MIT): keyboard operable — → / ← move, Esc closes — and it moves focus into its popover.
 *
 * Placement: driver.js centres a step's element in the window and puts the popover above or below it when there is
 * room, else over the bottom of the screen, covering the element. So before each step the element is scrolled to
 * where it and the popover both fit (`placeForPopover`), and the popover is placed again once the highlight and any
 * scrolling have settled (driver.js positions it mid-transition, against where the element was then), and again when
 * the page changes height under it. A step whose
 * element is too tall for that (a long result, a whole page section) highlights its head instead (`compactTarget`).
 */
import 'driver.js/dist/driver.css';
import './tour.css';
import { driver, type DriveStep } from 'driver.js';
import { approachEvent } from '@/components/lazy/when-visible';

/** Room kept for the popover above or below a step's element (px): its height with the longest texts, plus driver.js's offset. */
const popoverRoom = 230;

/** Starts a tour over the steps present on the page; `labels` are the popover buttons and progress text. */
export function runTour(
  steps: DriveStep[],
  labels: { next: string; prev: string; done: string; progress: string },
  onEnd: () => void,
) {
  const settle = () => requestAnimationFrame(() => d.isActive() && d.refresh());
  // The page may change height under a step (a demo's form that loads on the visitor's first click grows above it):
  // the step's element is brought back to where it and the popover fit, and the popover placed again.
  const reflow = new ResizeObserver(() =>
    requestAnimationFrame(() => {
      const element = d.isActive() ? d.getActiveElement() : undefined;
      if (!element || element.id === 'driver-dummy-element') return;
      placeForPopover(element);
      d.refresh();
    }),
  );
  // driver.js ignores → and ← while a step is still moving in (its 400 ms animation, the first step's included), so
  // the first → pressed right after opening a tour by keyboard did nothing (issue 41). A press made while a move is
  // under way is kept and carried out once the step has arrived. This listener runs in the capture phase, before
  // driver.js's own (bubbling, on window), so it sees the same state driver.js's listener will decide on.
  let queued: 'next' | 'previous' | undefined;
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    if (d.isActive() && d.getState('__transitionCallback')) queued = event.key === 'ArrowRight' ? 'next' : 'previous';
  };
  const d = driver({
    steps: steps.map((s) => (s.element instanceof Element ? { ...s, element: compactTarget(s.element) } : s)),
    showProgress: true,
    progressText: labels.progress,
    nextBtnText: labels.next,
    prevBtnText: labels.prev,
    doneBtnText: labels.done,
    allowKeyboardControl: true,
    smoothScroll: false,
    popoverClass: 'hx-tour',
    onHighlightStarted: (element) => {
      releaseStale(element);
      if (element) placeForPopover(element);
      // driver.js marks the element just after this hook returns (same task): unmark it once it has.
      if (element) queueMicrotask(() => dropPopupState(element));
    },
    onHighlighted: () => {
      settle();
      const move = queued;
      queued = undefined;
      if (move === 'next' && d.hasNextStep()) requestAnimationFrame(() => d.moveNext());
      if (move === 'previous' && d.hasPreviousStep()) requestAnimationFrame(() => d.movePrevious());
    },
    onDestroyed: () => {
      window.removeEventListener('keyup', onKey, true);
      window.removeEventListener('scrollend', settle);
      reflow.disconnect();
      onEnd();
    },
  });
  window.addEventListener('scrollend', settle);
  reflow.observe(document.body);
  d.drive();
  window.addEventListener('keyup', onKey, true);
  return d;
}

/**
 * Clears driver.js's highlight marks from every element but `current`. driver.js unmarks the element of the last step
 * whose move has finished, so a Next click within its 400 ms move left the step before it marked too (lifted above the
 * overlay and announced as expanded); the arrow keys wait for the move, the popover's buttons do not.
 */
function releaseStale(current: Element | undefined): void {
  for (const element of document.querySelectorAll('.driver-active-element')) {
    if (element === current) continue;
    element.classList.remove('driver-active-element', 'driver-no-interaction');
    for (const name of ['aria-haspopup', 'aria-expanded', 'aria-controls']) element.removeAttribute(name);
    element.parentElement?.classList.remove('driver-active-element-parent', 'driver-active-element-parent-no-scroll');
  }
}

/**
 * Removes the `aria-haspopup="dialog"` and `aria-expanded="true"` driver.js puts on the highlighted element. They
 * are not allowed on most of what a tour highlights (a section, a heading, a table: axe `aria-allowed-attr`,
 * critical), and where they are (a button) they would announce that the button opened the tour's popover, which it
 * did not. The popover is announced by taking focus (role dialog); `aria-controls` (a global attribute) stays.
 */
function dropPopupState(element: Element): void {
  element.removeAttribute('aria-expanded');
  element.removeAttribute('aria-haspopup');
}

/**
 * Scrolls the window (at once, so driver.js measures the element where it stays) so that `element` and the popover
 * fit on screen together: left alone when it is in view with room above or below for the popover; else the element
 * and the popover's room below it are centred under the site header. An element taller than that is put at the top.
 */
function placeForPopover(element: Element): void {
  const box = element.getBoundingClientRect();
  const top = headerBottom();
  const free = window.innerHeight - top;
  const inView = box.top >= top && box.bottom <= window.innerHeight;
  if (inView && (box.top - top >= popoverRoom || window.innerHeight - box.bottom >= popoverRoom)) return;
  const want = top + Math.max(0, (free - box.height - popoverRoom) / 2);
  window.scrollTo({ top: window.scrollY + box.top - want, behavior: 'instant' });
}

/** Bottom of the fixed site header (px from the window's top; components/shell/header-frame.tsx), 0 without one. */
function headerBottom(): number {
  const header = document.querySelector('.site-header');
  return header ? Math.max(0, header.getBoundingClientRect().bottom) : 0;
}

/** Whether `element` and the popover's room fit in the window below the site header. */
function fits(element: Element): boolean {
  return element.getBoundingClientRect().height + popoverRoom <= window.innerHeight - headerBottom() - 16;
}

/**
 * The element a step highlights: its own element when that fits on screen with the popover, else a compact part of it
 * that introduces it — the first `[data-tour-head]` inside (a page section's heading and lead, components/layout/
 * section.tsx; a result's summary), else its first heading or status line, else its first child that fits — so a long
 * result or a whole section never fills the screen with the popover off it or over it.
 */
export function compactTarget(element: Element): Element {
  if (fits(element)) return element;
  for (const selector of ['[data-tour-head]', 'h2, h3, h4, legend, caption, [role="status"]']) {
    const head = [...element.querySelectorAll(selector)].find((e) => e.getClientRects().length > 0 && fits(e));
    if (head) return head;
  }
  for (const child of element.children) if (child.getClientRects().length > 0) return compactTarget(child);
  return element;
}

/**
 * The element a step can highlight: `element` when it has a box on screen, else its first descendant that has one
 * (a wrapper drawn as `display: contents` or collapsed to 0 × 0 on a narrow screen), else null (the step is left out).
 */
export function shownElement(element: Element | null): Element | null {
  if (!element) return null;
  const box = element.getBoundingClientRect();
  if (box.width > 0 && box.height > 0) return element;
  for (const child of element.children) {
    const inner = shownElement(child);
    if (inner) return inner;
  }
  return null;
}

/**
 * Renders every waiting `WhenVisible` spot (components/lazy/when-visible.tsx) and resolves once none is waiting any
 * more (their placeholders, and the loading placeholders of the dynamic components inside, carry `data-pending`), or
 * after `ms`: a tour counts its steps over the page's demos, not over their placeholders (issue 41).
 */
export function requestApproach(ms: number): Promise<void> {
  window.dispatchEvent(new Event(approachEvent));
  return new Promise((resolve) => {
    const pending = () => document.querySelector('[data-pending]') !== null;
    if (!pending()) return resolve();
    const observer = new MutationObserver(() => {
      if (!pending()) done();
    });
    const timer = window.setTimeout(done, ms);
    function done() {
      observer.disconnect();
      window.clearTimeout(timer);
      resolve();
    }
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['data-pending'],
    });
  });
}
