'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type ComponentType } from 'react';
import styles from './relations.module.css';

type Body = ComponentType<{ ckey: string; company: string; open: boolean; formId: string }>;

/**
 * "这条记录有误？/ Report an error": the free data-correction request on every company page (issue 11). Closed by
 * default (one button); the form and its validation (zod) load on the first click (correction-form-body.tsx).
 */
export function CorrectionForm({ ckey, company }: { ckey: string; company: string }) {
  const t = useTranslations('correction');
  const formId = useId();
  const [open, setOpen] = useState(false);
  const [Form, setForm] = useState<Body | null>(null);
  const [failed, setFailed] = useState(false);

  function toggle() {
    setOpen((v) => !v);
    if (!Form) {
      import('./correction-form-body')
        .then((m) => setForm(() => m.CorrectionFormBody))
        .catch(() => setFailed(true));
    }
  }

  return (
    <div className={styles.correction} data-testid="correction">
      <p className="lead">{t('lead')}</p>
      <button type="button" className="btn btn--ghost" aria-expanded={open} aria-controls={formId} onClick={toggle}>
        {open ? t('close') : t('open')}
      </button>
      {Form ? <Form ckey={ckey} company={company} open={open} formId={formId} /> : open && failed ? <p role="alert">{t('network')}</p> : <div id={formId} hidden />}
    </div>
  );
}
