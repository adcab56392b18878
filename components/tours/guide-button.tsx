'use client';

import { useRef, useState } from 'react';

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
      // (That code and the step filter travel with the tour module, loaded on click: not in the page's first load.)
      const runner = import('./tour-runner');
      const [{ runTour, shownElement }] = await Promise.all([
        runner,
        appears(steps[1]?.element, 3000),
        runner.then((m) => m.requestApproach(3000)),
      ]);
      const present = steps.flatMap((s) => {
        const element = shownElement(document.querySelector(s.element));
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
