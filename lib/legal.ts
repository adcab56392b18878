/**
 * Versions of the legal notices. A demo request records the privacy-notice version the person consented to,
 * so bump this whenever the privacy notice's substance changes.
 */
export const privacyNoticeVersion = '2026-11-25';
export const cookieNoticeVersion = '2026-11-21';
