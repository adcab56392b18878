'use client';

import './globals.css';

/**
 * Last-resort error page for failures in the locale layout itself, where messages may be unavailable; hence the
 * fixed bilingual text. Shows no error details.
 */
export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="zh-CN">
      <body>
        <main className="container section">
          <h1>服务器内部错误 · Internal Server Error</h1>
          <p>页面暂时无法显示，请稍后重试。 · This page can’t be shown right now. Please try again shortly.</p>
          <button type="button" className="btn btn--primary" onClick={reset}>
            重试 · Try again
          </button>
        </main>
      </body>
    </html>
  );
}
