'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useActionState, useEffect, useRef, useState, type FormEvent } from 'react';
import { sendCorrectionRequest } from '@/app/actions/lead-forms';
import { ConsentLabel, firstInvalid, formValues, useHydrated } from '@/components/demo/form-helpers';
import { localizePath, type Locale } from '@/i18n/routing';
import { describedBy, FormField } from '@/components/forms/form-field';
import styles from '@/components/forms/lead-form.module.css';
import { correctionFields, honeypotField, limits, quickCheck, type ErrorCode } from '@/lib/leads/fields';
import { idleLeadForm } from '@/lib/leads/form-submission-state';
import own from './relations.module.css';

const order = ['field', 'message', 'name', 'email', 'mobile', 'consent'];
const rules = {
  required: ['field', 'message', 'name'],
  maxLengths: { message: limits.message, name: limits.name, email: limits.email },
  consent: 'consent',
};
/** Message key (namespace `correction.errors`) of each field's error, whatever its code. */
const errorKey: Record<string, 'field' | 'message' | 'name' | 'contact' | 'consent'> = {
  field: 'field',
  message: 'message',
  name: 'name',
  email: 'contact',
  mobile: 'contact',
  consent: 'consent',
};

/**
 * "这条记录有误？/ Report an error": the free data-correction request on every company page (issues 11, 26, 28). A
 * disclosure (`<details>`) holding a server-rendered form that posts to a Server Action (app/actions/lead-forms.ts,
 * the correction endpoint's logic), so it opens and sends without JavaScript; with it, the fields are checked before
 * sending (focus on the first error, messages tied with `aria-describedby`) and the answer comes without a reload.
 * Required fields are marked (`*` and `required`).
 */
/** `path`: the company page's unprefixed path (the form posts back to it); `privacy`: the privacy notice's. */
export function CorrectionForm({
  ckey,
  company,
  path,
  privacy,
}: {
  ckey: string;
  company: string;
  path: string;
  privacy: string;
}) {
  const t = useTranslations('correction');
  const locale = useLocale() as Locale;
  const [state, action, sending] = useActionState(
    sendCorrectionRequest,
    idleLeadForm,
    `${localizePath(path, locale)}#correction`,
  );
  const [checked, setChecked] = useState<Record<string, ErrorCode> | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const hydrated = useHydrated();
  const server = state.status === 'invalid' || state.status === 'refused' ? state : null;
  const errors = checked ?? server?.errors ?? {};
  const typed = server?.values ?? {};
  const text = (name: string) => (typeof typed[name] === 'string' ? (typed[name] as string) : undefined);
  const errorText = (name: string) => (errors[name] && errorKey[name] ? t(`errors.${errorKey[name]}`) : undefined);
  const contactError = errorText('email') ?? errorText('mobile');
  const failure =
    checked === null && server && (server.status === 'refused' || errors.ckey)
      ? t('failed', { message: server.message })
      : '';

  useEffect(() => {
    if (state.status === 'invalid' && formRef.current) firstInvalid(formRef.current, order, state.errors)?.focus();
  }, [state]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (sending) return event.preventDefault();
    const found = quickCheck(formValues(event.currentTarget), rules);
    if (Object.keys(found).length) {
      event.preventDefault();
      setChecked(found);
      firstInvalid(event.currentTarget, order, found)?.focus();
      return;
    }
    setChecked(null);
  }

  const id = (name: string) => `correction-${name}`;
  const invalid = (name: string) => (errors[name] ? true : undefined);

  return (
    <div className={own.correction} data-testid="correction">
      <p className="lead">{t('lead')}</p>
      <details id="correction-form" open={state.status !== 'idle' || undefined}>
        <summary className="btn btn--ghost">{t('open')}</summary>
        {state.status === 'sent' ? (
          <p role="status" className={own.success} data-testid="correction-success">
            {t('success', { reference: state.reference })}
          </p>
        ) : (
          <form
            ref={formRef}
            action={action}
            onSubmit={onSubmit}
            noValidate={hydrated}
            className={styles.form}
            aria-label={`${t('title')} · ${company}`}
          >
            <input type="hidden" name="ckey" value={ckey} />
            <p className={styles.note}>{t('requiredNote')}</p>
            <p role="alert" className={styles.status}>
              {failure}
            </p>
            <FormField id={id('field')} label={t('fields.field')} required error={errorText('field')}>
              <select
                id={id('field')}
                name="field"
                required
                className={styles.control}
                defaultValue={text('field') ?? ''}
                aria-invalid={invalid('field')}
                aria-describedby={describedBy(id('field'), false, errorText('field'))}
              >
                <option value="">{t('placeholder')}</option>
                {correctionFields.map((f) => (
                  <option key={f} value={f}>
                    {t(`parts.${f}`)}
                  </option>
                ))}
              </select>
            </FormField>
            <FormField id={id('message')} label={t('fields.message')} required error={errorText('message')}>
              <textarea
                id={id('message')}
                name="message"
                rows={4}
                required
                maxLength={limits.message}
                className={styles.control}
                defaultValue={text('message')}
                aria-invalid={invalid('message')}
                aria-describedby={describedBy(id('message'), false, errorText('message'))}
              />
            </FormField>
            <div className={styles.grid}>
              <FormField
                id={id('name')}
                label={t('fields.name')}
                required
                error={errorText('name')}
                className={styles.full}
              >
                <input
                  id={id('name')}
                  name="name"
                  required
                  autoComplete="name"
                  maxLength={limits.name}
                  className={styles.control}
                  defaultValue={text('name')}
                  aria-invalid={invalid('name')}
                  aria-describedby={describedBy(id('name'), false, errorText('name'))}
                />
              </FormField>
              {(['email', 'mobile'] as const).map((name) => (
                <FormField key={name} id={id(name)} label={t(`fields.${name}`)}>
                  <input
                    id={id(name)}
                    name={name}
                    type={name === 'email' ? 'email' : 'tel'}
                    autoComplete={name === 'email' ? 'email' : 'tel'}
                    maxLength={limits[name]}
                    pattern={name === 'mobile' ? '[0-9 +.\\(\\)\\-]{11,20}' : undefined}
                    className={styles.control}
                    defaultValue={text(name)}
                    aria-invalid={invalid(name)}
                    aria-describedby={`${id('contact')}-hint`}
                  />
                </FormField>
              ))}
            </div>
            <p id={`${id('contact')}-hint`} className={contactError ? styles.error : styles.hint}>
              {contactError ?? t('contactHint')}
            </p>
            <div className={styles.trap} aria-hidden="true">
              <label htmlFor={id(honeypotField)}>Website</label>
              <input id={id(honeypotField)} name={honeypotField} tabIndex={-1} autoComplete="off" />
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
                  aria-invalid={invalid('consent')}
                  aria-describedby={describedBy(id('consent'), false, errorText('consent'))}
                />
                <ConsentLabel
                  before={t('fields.consentBefore')}
                  link={t('fields.consentLink')}
                  after={t('fields.consentAfter')}
                  privacy={privacy}
                />
              </label>
              {errorText('consent') ? (
                <p id={`${id('consent')}-error`} className={styles.error}>
                  {errorText('consent')}
                </p>
              ) : null}
            </div>
            <div>
              <button type="submit" className="btn btn--primary" aria-disabled={sending || undefined}>
                {sending ? t('sending') : t('submit')}
              </button>
            </div>
          </form>
        )}
      </details>
    </div>
  );
}
