'use client';

import { useRef, useState } from 'react';
import { requestApproach } from '@/components/lazy/when-visible';

/** One step as the button receives it: the element's selector and the step's texts in the page's language. */
export interface GuideStep {
  element: string;
  title: string;
  body: string;
}

/** The button's and the tour popover's labels; `progress` contains `{{current}}` and `{{total}}` for driver.js. */
export interface GuideLabels {
  button: string;
  loading: string;
  next: string;
  prev: string;
  done: string;
  progress: string;
}

/**
 * The "带我看看 / Guide me" button of a live demo (rendered by `TourButton`): on click it loads the tour library
 * (driver.js, with its styles) and walks through the steps whose element is on the page. Keyboard: → / ← move,
 * Esc closes; focus returns to the button when the tour ends.
 */
export function GuideButton({ tour, steps, labels }: { tour: string; steps: GuideStep[]; labels: GuideLabels }) {
  const [loading, setLoading] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  async function start() {
    if (loading) return;
    // Not `disabled` while loading: a disabled button drops the focus, which the tour gives back when it ends.
    setLoading(true);
    try {
      // The demo's form and the page's graphs may still be placeholders that load on approach (on a phone they are
      // screens below the button): they are loaded now, so a step is never left out for that (issue 41).
      const [{ runTour }] = await Promise.all([
        import('./tour-runner'),
        appears(steps[1]?.element, 3000),
        requestApproach(3000),
      ]);
      const present = steps.flatMap((s) => {
        const element = shown(document.querySelector(s.element));
        return element ? [{ element, popover: { title: s.title, description: s.body } }] : [];
      });
      runTour(present, labels, () => button.current?.focus());
    } finally {
      setLoading(false);
    }
  }

  return (
    <button ref={button} type="button" className="btn btn--ghost" onClick={start} aria-busy={loading} data-guide={tour}>
      {loading ? labels.loading : labels.button}
    </button>
  );
}

/**
 * The element a step can highlight: `element` when it has a box on screen, else its first descendant that has one
 * (a wrapper drawn as `display: contents` or collapsed to 0 × 0 on a narrow screen), else null (the step is left out).
 */
function shown(element: Element | null): Element | null {
  if (!element) return null;
  const box = element.getBoundingClientRect();
  if (box.width > 0 && box.height > 0) return element;
  for (const child of element.children) {
    const inner = shown(child);
    if (inner) return inner;
  }
  return null;
}

/**
 * Resolves once an element matching `selector` is in the document, or after `ms`: a demo's form may still be loading
 * (the issue-22 tools load when their section comes into view), and its steps should not be left out for that.
 */
function appears(selector: string | undefined, ms: number): Promise<void> {
  return new Promise((resolve) => {
    if (!selector || document.querySelector(selector)) return resolve();
    const observer = new MutationObserver(() => {
      if (document.querySelector(selector)) done();
    });
    const timer = window.setTimeout(done, ms);
    function done() {
      observer.disconnect();
      window.clearTimeout(timer);
      resolve();
    }
    observer.observe(document.body, { childList: true, subtree: true });
  });
}
