'use client';

import { useEffect } from 'react';
import { Link } from '@/i18n/navigation';
import { useErrorText } from '@/components/shell/error-text';
import { describeError } from '@/lib/runtime/app-error';
import { errorPageTitle } from '@/lib/runtime/error-title';
import { clearProgressError, markProgressError } from '@/lib/runtime/progress';
import styles from '@/components/shell/status-page.module.css';

/**
 * The error page inside the site shell (spec §2, §8): "Page Not Found" for status 404, otherwise the error's own
 * visitor-facing message or "Internal Server Error". Turns the loading bar to the error colour while shown. Its texts
 * come from the shell (ErrorTextProvider), not from a message formatter: this boundary is part of every page.
 */
export default function LocaleError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const text = useErrorText();
  const { status, userMessage } = describeError(error);
  const title = errorPageTitle(status, userMessage);

  useEffect(() => {
    markProgressError();
    return clearProgressError;
  }, []);

  return (
    <section className={`section ${styles.status}`} role="alert">
      <div className="container">
        <title>{text.metaTitle}</title>
        <p className={styles.code} aria-hidden="true">
          {status ?? 500}
        </p>
        <h1>{title.message ?? text[title.key]}</h1>
        <p className="muted">{text.hint}</p>
        <div className="btn-row">
          <button type="button" className="btn btn--primary" onClick={reset}>
            {text.retry}
          </button>
          <Link className="btn btn--ghost" href="/">
            {text.home}
          </Link>
        </div>
      </div>
    </section>
  );
}
