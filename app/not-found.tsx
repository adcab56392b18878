import './globals.css';

/**
 * Not-found page for requests that never reach a locale (paths the proxy does not handle, such as unknown files
 * with an extension). Bilingual because no locale is known; the localized one is app/[locale]/not-found.tsx.
 */
export default function GlobalNotFound() {
  return (
    <html lang="zh-CN">
      <body>
        <main className="container section">
          <h1>页面未找到 · Page Not Found</h1>
          <p>
            <a href="/">返回首页</a> · <a href="/en-US">Back to home</a>
          </p>
        </main>
      </body>
    </html>
  );
}
