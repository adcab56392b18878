'use client';

import { useActionState, useEffect, useRef, useState, type FormEvent } from 'react';
import { sendDemoRequest } from '@/app/actions/lead-forms';
import { describedBy, FormField } from '@/components/forms/form-field';
import styles from '@/components/forms/lead-form.module.css';
import { honeypotField, limits, quickCheck, type ErrorCode, type LeadField } from '@/lib/leads/fields';
import { idleLeadForm } from '@/lib/leads/form-submission-state';
import { BookingSuccess } from './booking-success';
import type { BookingTexts } from './booking-texts';
import { ConsentLabel, firstInvalid, formValues, useHydrated } from './form-helpers';

const id = (field: string) => `booking-${field}`;
const textFields = ['name', 'role', 'email', 'mobile', 'institution'] as const;
const fieldOrder: readonly LeadField[] = [
  'name',
  'role',
  'email',
  'mobile',
  'institution',
  'institutionType',
  'services',
  'message',
  'consent',
];
const required: readonly string[] = ['name', 'role', 'institution', 'institutionType'];
const rules = { required, maxLengths: limits, consent: 'consent' };

/**
 * The "book a demo" form of `/demo` (issues 4, 26, 28), rendered on the server as a native HTML form: labels,
 * `required`, `type=email`, `maxlength` and a mobile `pattern`, posted to a Server Action (app/actions/lead-forms.ts)
 * that runs the demo-request endpoint's logic. Without JavaScript the browser checks the constraints, posts, and the
 * page comes back with the reference or with the errors and what was typed. With JavaScript the same form checks
 * each field as it is left (and all of them on send, moving focus to the first error; messages tied with
 * `aria-describedby`), and sends without a reload. Nothing moves when the script arrives. `texts`: every text it
 * shows, error messages included, computed on the server (`bookingTexts`), so the browser loads no message
 * formatter (issue 28).
 */
export function BookingForm({ texts }: { texts: BookingTexts }) {
  const { permalink } = texts;
  const [state, action, sending] = useActionState(sendDemoRequest, idleLeadForm, permalink);
  const [checked, setChecked] = useState<Record<string, ErrorCode> | null>(null);
  const [attempted, setAttempted] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // Once the script runs it checks the fields itself, in the page's words; before that, the browser's constraints do.
  const hydrated = useHydrated();

  const server = state.status === 'invalid' || state.status === 'refused' ? state : null;
  const errors = checked ?? server?.errors ?? {};
  const typed = server?.values ?? {};
  const text = (field: string) => (typeof typed[field] === 'string' ? (typed[field] as string) : undefined);
  const errorText = (field: LeadField) => {
    const code = errors[field];
    return code ? (texts.errors[field]?.[code] ?? texts.invalidError) : undefined;
  };
  const statusText = checked && Object.keys(checked).length ? texts.invalid : (server?.message ?? '');

  // A server answer with field errors: focus its first field, as after a check in the browser.
  useEffect(() => {
    if (state.status === 'invalid' && formRef.current) firstInvalid(formRef.current, fieldOrder, state.errors)?.focus();
  }, [state]);

  function check(form: HTMLFormElement) {
    return quickCheck(formValues(form), rules);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (sending) return event.preventDefault();
    const found = check(event.currentTarget);
    setAttempted(true);
    if (Object.keys(found).length) {
      event.preventDefault();
      setChecked(found);
      firstInvalid(event.currentTarget, fieldOrder, found)?.focus();
      return;
    }
    setChecked(null);
  }

  /** After a first attempt, every change re-checks the form; before it, a field is checked when it is left filled. */
  function recheck(form: HTMLFormElement, field: string | undefined, leaving: boolean) {
    if (attempted) return setChecked(check(form));
    if (!leaving || !field) return;
    const found = check(form);
    const own =
      found[field] && found[field] !== 'required' && found[field] !== 'contactRequired'
        ? { [field]: found[field] }
        : {};
    setChecked((previous) => {
      const next = { ...(previous ?? {}) };
      delete next[field];
      return { ...next, ...own };
    });
  }

  if (state.status === 'sent')
    return <BookingSuccess reference={state.reference} again={permalink} texts={texts.success} />;

  const control = (field: LeadField, hint: boolean) => ({
    id: id(field),
    name: field,
    className: styles.control,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': describedBy(id(field), hint, errorText(field)),
  });

  return (
    <form
      ref={formRef}
      action={action}
      onSubmit={onSubmit}
      onBlur={(e) => recheck(e.currentTarget, (e.target as unknown as HTMLInputElement).name, true)}
      onChange={(e) => attempted && recheck(e.currentTarget, (e.target as unknown as HTMLInputElement).name, false)}
      noValidate={hydrated}
      aria-label={texts.formLabel}
      className={styles.form}
      data-testid="booking-form"
    >
      <input type="hidden" name="locale" value={texts.locale} />
      <p className={styles.note}>{texts.requiredNote}</p>
      <p role="alert" className={styles.status} data-testid="booking-status">
        {statusText}
      </p>

      <div className={styles.grid}>
        {textFields.map((field) => {
          const { label, hint } = texts.fields[field];
          return (
            <FormField
              key={field}
              id={id(field)}
              label={label}
              required={required.includes(field)}
              hint={hint}
              error={errorText(field)}
            >
              <input
                {...control(field, true)}
                type={field === 'email' ? 'email' : field === 'mobile' ? 'tel' : 'text'}
                required={required.includes(field)}
                maxLength={limits[field]}
                pattern={field === 'mobile' ? '[0-9 +.\\(\\)\\-]{11,20}' : undefined}
                inputMode={field === 'mobile' ? 'tel' : undefined}
                autoComplete={
                  {
                    name: 'name',
                    role: 'organization-title',
                    email: 'email',
                    mobile: 'tel',
                    institution: 'organization',
                  }[field]
                }
                defaultValue={text(field)}
              />
            </FormField>
          );
        })}

        <FormField
          id={id('institutionType')}
          label={texts.institutionType.label}
          required
          error={errorText('institutionType')}
        >
          <select {...control('institutionType', false)} required defaultValue={text('institutionType') ?? ''}>
            <option value="">{texts.institutionType.placeholder}</option>
            {texts.institutionType.groups.map((group) => (
              <optgroup key={group.label} label={group.label}>
                {group.options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </FormField>

        <fieldset
          className={`${styles.group} ${styles.full}`}
          aria-describedby={describedBy(id('services'), true, errorText('services'))}
        >
          <legend>{texts.services.label}</legend>
          {texts.services.groups.map((group) => (
            <fieldset key={group.label} className={styles.choices}>
              <legend>{group.label}</legend>
              {group.options.map((option) => (
                <label key={option.value} className={styles.check}>
                  <input
                    type="checkbox"
                    name="services"
                    value={option.value}
                    defaultChecked={(typed.services ?? []).includes(option.value)}
                  />
                  <span>{option.label}</span>
                </label>
              ))}
            </fieldset>
          ))}
          <p id={`${id('services')}-hint`} className={styles.hint}>
            {texts.services.help}
          </p>
          {errorText('services') ? (
            <p id={`${id('services')}-error`} className={styles.error}>
              {errorText('services')}
            </p>
          ) : null}
        </fieldset>

        <FormField
          id={id('message')}
          label={texts.message.label}
          hint={texts.message.help}
          error={errorText('message')}
          className={styles.full}
        >
          <textarea
            {...control('message', true)}
            rows={4}
            maxLength={limits.message}
            placeholder={texts.message.placeholder}
            defaultValue={text('message')}
          />
        </FormField>
      </div>

      <div className={styles.trap} aria-hidden="true">
        <label htmlFor={id(honeypotField)}>{texts.honeypot}</label>
        <input id={id(honeypotField)} name={honeypotField} type="text" tabIndex={-1} autoComplete="off" />
      </div>

      <div className={styles.field}>
        <label className={styles.check}>
          <input
            type="checkbox"
            id={id('consent')}
            name="consent"
            value="on"
            required
            defaultChecked={typed.consent === 'on'}
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={describedBy(id('consent'), false, errorText('consent'))}
          />
          <ConsentLabel {...texts.consent} />
        </label>
        {errorText('consent') ? (
          <p id={`${id('consent')}-error`} className={styles.error}>
            {errorText('consent')}
          </p>
        ) : null}
      </div>
      <label className={styles.check}>
        <input type="checkbox" name="marketing" value="on" defaultChecked={typed.marketing === 'on'} />
        <span>{texts.marketing}</span>
      </label>

      <div className={styles.actions}>
        <button type="submit" className="btn btn--primary" aria-disabled={sending || undefined}>
          {sending ? texts.sending : texts.submit}
        </button>
      </div>
    </form>
  );
}
