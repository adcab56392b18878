'use client';

/**
 * Shows a short antd message at the top of the window ("Saved to my documents"). antd's message module is fetched on
 * the first call, not with the page (issues 10–12: report pages' first-load JavaScript and Lighthouse). It is antd's
 * static API: it does not read the page's ConfigProvider, so it shows antd's default look.
 */
export function notify(kind: 'success' | 'error', text: string): void {
  void import('antd/es/message').then(({ default: message }) => message[kind](text));
}
