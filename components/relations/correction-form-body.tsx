'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { Link } from '@/i18n/navigation';
import { correctionFields, validateCorrection, type CorrectionErrors } from '@/lib/leads/correction';
import { honeypotField, limits } from '@/lib/leads/schema';
import { pathFor } from '@/lib/routes';
import styles from './relations.module.css';

type State = { kind: 'idle' } | { kind: 'sending' } | { kind: 'done'; reference: string } | { kind: 'failed'; message: string };

/**
 * The correction form itself (loaded by `CorrectionForm` when opened, so zod stays out of the company page's first
 * load): validates with the endpoint's own rules (lib/leads/correction.ts) and posts JSON to
 * /api/correction-requests, which stores it in the demo-request store with kind `correction`.
 */
export function CorrectionFormBody({ ckey, company, open, formId }: { ckey: string; company: string; open: boolean; formId: string }) {
  const t = useTranslations('correction');
  const locale = useLocale();
  const id = useId();
  const [errors, setErrors] = useState<CorrectionErrors>({});
  const [state, setState] = useState<State>({ kind: 'idle' });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = Object.fromEntries(new FormData(event.currentTarget).entries()) as Record<string, unknown>;
    const body = { ...data, ckey, consent: data.consent === 'on', locale };
    const check = validateCorrection(body);
    if (!check.ok) {
      setErrors(check.errors);
      const first = Object.keys(check.errors)[0];
      document.getElementById(`${id}-${first === 'mobile' ? 'email' : first}`)?.focus();
      return;
    }
    setErrors({});
    setState({ kind: 'sending' });
    try {
      const res = await fetch('/api/correction-requests', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      const answer = (await res.json().catch(() => ({}))) as { reference?: string; message?: string; errors?: CorrectionErrors };
      if (res.ok && answer.reference) setState({ kind: 'done', reference: answer.reference });
      else {
        if (answer.errors) setErrors(answer.errors);
        setState({ kind: 'failed', message: answer.message ?? String(res.status) });
      }
    } catch {
      setState({ kind: 'failed', message: t('network') });
    }
  }

  const err = (field: keyof CorrectionErrors, text: string) =>
    errors[field] ? (
      <p id={`${id}-${field}-error`} className={styles.fieldError}>
        {text}
      </p>
    ) : null;
  const described = (field: keyof CorrectionErrors) => (errors[field] ? `${id}-${field}-error` : undefined);

  return (
    <>
      {state.kind === 'done' ? (
        <p role="status" className={styles.success} data-testid="correction-success">
          {t('success', { reference: state.reference })}
        </p>
      ) : (
        <form id={formId} hidden={!open} className={styles.correctionForm} onSubmit={submit} noValidate aria-label={`${t('title')} · ${company}`}>
          <div className={styles.formRow}>
            <label htmlFor={`${id}-field`}>{t('fields.field')}</label>
            <select id={`${id}-field`} name="field" defaultValue="" aria-invalid={!!errors.field} aria-describedby={described('field')}>
              <option value="" disabled>
                {t('placeholder')}
              </option>
              {correctionFields.map((f) => (
                <option key={f} value={f}>
                  {t(`parts.${f}`)}
                </option>
              ))}
            </select>
            {err('field', t('errors.field'))}
          </div>
          <div className={styles.formRow}>
            <label htmlFor={`${id}-message`}>{t('fields.message')}</label>
            <textarea id={`${id}-message`} name="message" rows={4} maxLength={limits.message} aria-invalid={!!errors.message} aria-describedby={described('message')} />
            {err('message', t('errors.message'))}
          </div>
          <div className={styles.formGrid}>
            <div className={styles.formRow}>
              <label htmlFor={`${id}-name`}>{t('fields.name')}</label>
              <input id={`${id}-name`} name="name" autoComplete="name" maxLength={limits.name} aria-invalid={!!errors.name} aria-describedby={described('name')} />
              {err('name', t('errors.name'))}
            </div>
            <div className={styles.formRow}>
              <label htmlFor={`${id}-email`}>{t('fields.email')}</label>
              <input id={`${id}-email`} name="email" type="email" autoComplete="email" maxLength={limits.email} aria-invalid={!!errors.email} aria-describedby={described('email') ?? `${id}-contact`} />
            </div>
            <div className={styles.formRow}>
              <label htmlFor={`${id}-mobile`}>{t('fields.mobile')}</label>
              <input id={`${id}-mobile`} name="mobile" type="tel" autoComplete="tel" maxLength={limits.mobile} aria-invalid={!!errors.mobile} aria-describedby={`${id}-contact`} />
            </div>
          </div>
          <p id={`${id}-contact`} className={errors.email || errors.mobile ? styles.fieldError : 'muted'}>
            {errors.email || errors.mobile ? t('errors.contact') : t('contactHint')}
          </p>
          {/* Honeypot: hidden from people and from assistive technology. */}
          <div className={styles.honeypot} aria-hidden="true">
            <label htmlFor={`${id}-website`}>Website</label>
            <input id={`${id}-website`} name={honeypotField} tabIndex={-1} autoComplete="off" />
          </div>
          <div className={styles.formRow}>
            <label className={styles.check}>
              <input id={`${id}-consent`} type="checkbox" name="consent" aria-invalid={!!errors.consent} aria-describedby={described('consent')} />{' '}
              <span>
                {t('fields.consentBefore')}
                <Link href={pathFor('privacy')} target="_blank" rel="noopener">
                  {t('fields.consentLink')}
                </Link>
                {t('fields.consentAfter')}
              </span>
            </label>
            {err('consent', t('errors.consent'))}
          </div>
          <button type="submit" className="btn btn--primary" disabled={state.kind === 'sending'}>
            {state.kind === 'sending' ? t('sending') : t('submit')}
          </button>
          {state.kind === 'failed' ? (
            <p role="alert" className={styles.fieldError}>
              {t('failed', { message: state.message })}
            </p>
          ) : null}
        </form>
      )}
    </>
  );
}
