import { useSyncExternalStore } from 'react';
import { Link } from '@/i18n/navigation';
import type { QuickCheckValues } from '@/lib/leads/fields';

/** The form's current values for `quickCheck`: text as typed, checkboxes as booleans (by name; `services` skipped). */
export function formValues(form: HTMLFormElement): QuickCheckValues {
  const values: QuickCheckValues = {};
  for (const element of Array.from(form.elements)) {
    const control = element as HTMLInputElement;
    if (!control.name || control.name === 'services') continue;
    values[control.name] = control.type === 'checkbox' ? control.checked : control.value;
  }
  return values;
}

/** The first control, in the order given, that has an error (the email field for a contact error). */
export function firstInvalid(
  form: HTMLFormElement,
  order: readonly string[],
  errors: Record<string, unknown>,
): HTMLElement | null {
  const name = order.find((field) => errors[field]);
  if (!name) return null;
  const control = form.elements.namedItem(name);
  if (control instanceof RadioNodeList) return (control[0] as HTMLElement | undefined) ?? null;
  return control instanceof HTMLElement ? control : null;
}

/**
 * "I have read the privacy notice and agree…": the label of a lead form's consent box, linking the notice at
 * `privacy` (its unprefixed path, `pathFor('privacy')` on the server: the route table stays out of the forms'
 * client code, issue 28).
 */
export function ConsentLabel({
  before,
  link,
  after,
  privacy,
}: {
  before: string;
  link: string;
  after: string;
  privacy: string;
}) {
  return (
    <span>
      {before}
      <Link href={privacy} target="_blank" rel="noopener">
        {link}
      </Link>
      {after}
    </span>
  );
}

const noSubscription = () => () => undefined;

/** False during server rendering and hydration, true once React runs in the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
