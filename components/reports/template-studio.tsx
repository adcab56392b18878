'use client';

import { Input } from 'antd';
import { useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { useId, useRef, useState, type ReactNode } from 'react';
import { Icon } from '@/components/icons/icon';
import { SampleWatermark } from '@/components/sample/sample-watermark';
import type { Ckey } from '@/lib/sample-data/keys';
import { CompanyField } from './company-field';
import { ReportActions } from './report-actions';
import { ReportDocument } from './report-document';
import { buildReport, isTemplateId, templateIds, templateSpecs, type TemplateId } from '@/lib/reports/report-model';
import { defaultCkey } from '@/lib/sample-data/companies';
import { isShowcase } from '@/lib/sample-data/keys';
import styles from './reports.module.css';
import { useReportContext, useShowcaseSubject } from './use-report';

/** Longest prompt accepted, in characters. */
const promptMax = 400;

/** The preview that was last generated (kept apart from the form so editing does not change it silently). */
interface Preview {
  template: TemplateId;
  ckey: Ckey;
  prompt: string;
  generatedAt: Date;
}

/**
 * Template- and prompt-driven reports (/AI/reportV2): pick a template, a sample company and adjust the writing
 * prompt, then generate a watermarked preview that can be downloaded or saved to the online documents.
 * `?template=…&ckey=…` preselects (used by shared links from the documents page). Call inside Suspense.
 */
export function TemplateStudio({ badge }: { badge: ReactNode }) {
  const t = useTranslations('aiReport');
  const params = useSearchParams();
  const id = useId();
  const previewRef = useRef<HTMLDivElement>(null);
  const initialTemplate: TemplateId = isTemplateId(params.get('template')) ? (params.get('template') as TemplateId) : 'creditMemo';
  const [template, setTemplate] = useState<TemplateId>(initialTemplate);
  const requested = params.get('ckey') ?? '';
  const [ckey, setCkey] = useState<Ckey>(isShowcase(requested) ? requested : defaultCkey);
  const [prompt, setPrompt] = useState<string>(t(`templates.${initialTemplate}.prompt`));
  const [preview, setPreview] = useState<Preview | null>(null);
  const ctx = useReportContext();
  const subject = useShowcaseSubject(preview?.ckey ?? ckey);

  function chooseTemplate(next: TemplateId) {
    setTemplate(next);
    setPrompt(t(`templates.${next}.prompt`));
  }

  function generate() {
    setPreview({ template, ckey, prompt: prompt.slice(0, promptMax), generatedAt: new Date() });
    window.setTimeout(() => previewRef.current?.focus(), 0);
  }

  const doc = preview
    ? buildReport({ subject, kind: { template: preview.template }, authorised: false, prompt: preview.prompt, generatedAt: preview.generatedAt }, ctx)
    : null;

  return (
    <div className={styles.studio}>
      <form
        className={`card ${styles.picker}`}
        onSubmit={(e) => {
          e.preventDefault();
          generate();
        }}
      >
        <fieldset className={styles.field}>
          <legend className={styles.label}>{t('v2.templateLabel')}</legend>
          <div className={styles.typeGrid}>
            {templateIds.map((tid) => (
              <label key={tid} className={`${styles.typeCard} ${template === tid ? styles.typeCardActive : ''}`}>
                <input type="radio" name={`${id}-template`} value={tid} checked={template === tid} onChange={() => chooseTemplate(tid)} />
                <span className={styles.typeName}>
                  <Icon name="document2" size={18} /> {t(`templates.${tid}.name`)}
                </span>
                <span className="muted">{t(`templates.${tid}.summary`)}</span>
                <span className={styles.typeMeta}>{templateSpecs[tid].sections.map((s) => t(`sections.${s}`)).join(' · ')}</span>
              </label>
            ))}
          </div>
        </fieldset>

        <CompanyField id={`${id}-company`} value={ckey} onChange={(next) => isShowcase(next) && setCkey(next)} />

        <div className={styles.field}>
          <label htmlFor={`${id}-prompt`} className={styles.label}>
            {t('v2.promptLabel')}
          </label>
          <Input.TextArea
            id={`${id}-prompt`}
            value={prompt}
            onChange={(e) => setPrompt(e.target.value)}
            maxLength={promptMax}
            showCount
            autoSize={{ minRows: 4, maxRows: 10 }}
            aria-describedby={`${id}-prompt-help`}
          />
          <p id={`${id}-prompt-help`} className={styles.help}>
            {t('v2.promptHelp')}
          </p>
        </div>

        <div className="btn-row">
          <button type="submit" className="btn btn--primary">
            {t('v2.generate')}
          </button>
          <button type="button" className="btn btn--ghost" onClick={() => setPrompt(t(`templates.${template}.prompt`))}>
            {t('v2.resetPrompt')}
          </button>
        </div>
      </form>

      <section aria-labelledby={`${id}-preview`} className={styles.block}>
        <h2 id={`${id}-preview`}>{t('v2.previewTitle')}</h2>
        <div ref={previewRef} tabIndex={-1} className={styles.previewFocus}>
          {doc && preview ? (
            <>
              <ReportActions doc={doc} print={false} save={{ ckey: preview.ckey, kind: { template: preview.template }, authorised: false, prompt: preview.prompt }} />
              <SampleWatermark>
                <div className={`card ${styles.paper}`}>
                  <ReportDocument doc={doc} level={3} badge={badge} />
                </div>
              </SampleWatermark>
            </>
          ) : (
            <div className={`card ${styles.empty}`}>
              <Icon name="document1" size={32} />
              <p className="muted">{t('v2.previewEmpty')}</p>
            </div>
          )}
        </div>
      </section>
    </div>
  );
}
