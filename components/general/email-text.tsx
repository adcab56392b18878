import { Fragment } from 'react';

/**
 * Renders a translated sentence that mentions an email address (passed to the message as `{email}`), turning
 * each occurrence into a `mailto:` link. Keeps the address out of message markup, so messages stay plain text.
 */
export function EmailText({ text, email }: { text: string; email: string }) {
  const parts = text.split(email);
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {part}
          {i < parts.length - 1 ? <a href={`mailto:${email}`}>{email}</a> : null}
        </Fragment>
      ))}
    </>
  );
}
