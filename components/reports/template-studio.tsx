'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Icon } from '@/components/icons/icon';
import { Notice } from '@/components/layout/notice';
import { SampleWatermark } from '@/components/sample/sample-watermark';
import { usePathname, useRouter } from '@/i18n/navigation';
import { decodeDocState, encodeDocState, type DocState } from '@/lib/reports/online-docs';
import { reportFilePaths, templateFileQuery } from '@/lib/reports/report-file-path';
import { buildReport, isTemplateId, templateIds, templateSpecs, type TemplateId } from '@/lib/reports/report-model';
import {
  applyInstructions,
  defaultOptions,
  maxPromptLength,
  parsePrompt,
  type ParsedPrompt,
  type ReportOptions,
} from '@/lib/reports/report-options';
import { defaultCkey } from '@/lib/sample-data/companies';
import { isShowcase } from '@/lib/sample-data/keys';
import { CompanyField } from './company-field';
import { ReportActions } from './report-actions';
import { PromptInstructions } from './prompt-instructions';
import { ReportDocument } from './report-document';
import fields from './form-fields.module.css';
import styles from './reports.module.css';
import { TemplateOptionsFields } from './template-options';
import { useReportContext, useShowcaseOptions, type ShowcaseFacts } from './use-report';
import { useReportSubject } from './use-report-subject';

/** The preview that was last generated (kept apart from the form so editing does not change it silently). */
interface Preview {
  template: TemplateId;
  /** Any registry company (showcase companies are built in the browser, the others fetched: use-report-subject.ts). */
  ckey: string;
  options: ReportOptions;
  title?: string;
  generatedAt: Date;
}

/**
 * Template reports (/AI/reportV2): pick a template and a sample company, set the structured writing options
 * (sections, language, length, key points, tone), and optionally a prompt, which is read only for those same options
 * (lib/reports/report-options.ts) — the page lists what it applied and what it could not, and the prompt never
 * enters the report. The preview downloads as PDF and saves to the online documents.
 * `?doc=<state>` (a saved or shared document, lib/reports/online-docs.ts) reopens a report with its options;
 * `?template=…&ckey=…` preselects. Choosing the other language reopens the page in that locale with the same
 * document (`?doc=`, plus `?prompt=` so the applied-instructions list survives). Call inside Suspense. `facts`: the
 * facts layer's results for the showcase companies, from the server.
 */
export function TemplateStudio({ badge, facts }: { badge: ReactNode; facts: ShowcaseFacts }) {
  const t = useTranslations('aiReport');
  const locale = useLocale();
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const id = useId();
  const previewRef = useRef<HTMLDivElement>(null);

  const [init] = useState(() => {
    const rawDoc = params.get('doc');
    const shared = decodeDocState(rawDoc);
    if (shared && 'template' in shared.kind) {
      const options = {
        ...(shared.options ?? defaultOptions(templateSpecs[shared.kind.template].sections, locale)),
        language: locale,
      };
      return {
        template: shared.kind.template,
        ckey: shared.ckey,
        options,
        title: shared.title,
        open: true,
        invalid: false,
      };
    }
    const template: TemplateId = isTemplateId(params.get('template'))
      ? (params.get('template') as TemplateId)
      : 'creditMemo';
    const requested = params.get('ckey') ?? '';
    return {
      template,
      ckey: /^[0-9a-f]{10}$/.test(requested) ? requested : defaultCkey,
      options: defaultOptions(templateSpecs[template].sections, locale),
      title: undefined,
      open: false,
      invalid: rawDoc !== null,
    };
  });
  const [template, setTemplate] = useState<TemplateId>(init.template);
  const [ckey, setCkey] = useState<string>(init.ckey);
  const [options, setOptions] = useState<ReportOptions>(init.options);
  const initialPrompt = params.get('prompt');
  const [prompt, setPrompt] = useState<string>(
    initialPrompt !== null
      ? initialPrompt.slice(0, maxPromptLength)
      : init.open
        ? ''
        : t(`templates.${init.template}.prompt`),
  );
  const [parsed, setParsed] = useState<ParsedPrompt | null>(() =>
    init.open && initialPrompt ? parsePrompt(initialPrompt, templateSpecs[init.template].sections) : null,
  );
  const [preview, setPreview] = useState<Preview | null>(() =>
    init.open
      ? { template: init.template, ckey: init.ckey, options: init.options, title: init.title, generatedAt: new Date() }
      : null,
  );
  const ctx = useReportContext();
  const subjectState = useReportSubject(preview?.ckey ?? ckey, facts);
  const subject = subjectState.state === 'ready' ? subjectState.subject : null;
  const showcase = useShowcaseOptions();

  useEffect(() => {
    if (init.open) previewRef.current?.focus();
  }, [init.open]);

  function chooseTemplate(next: TemplateId) {
    setTemplate(next);
    setOptions((o) => ({ ...defaultOptions(templateSpecs[next].sections, o.language), language: o.language }));
    setPrompt(t(`templates.${next}.prompt`));
    setParsed(null);
  }

  function generate() {
    const read = parsePrompt(prompt, templateSpecs[template].sections);
    const next = applyInstructions(options, read);
    setOptions(next);
    setParsed(read);
    if (next.language !== locale) {
      // The report is written in the page's language: reopen this document on the other locale's page (a registry
      // company outside the showcase travels as ?template=&ckey=, which documents cannot hold).
      const promptQuery = prompt.trim() ? { prompt: prompt.slice(0, maxPromptLength) } : {};
      const query = isShowcase(ckey)
        ? { doc: encodeDocState({ ckey, kind: { template }, authorised: false, options: next }), ...promptQuery }
        : { template, ckey, ...promptQuery };
      router.replace({ pathname, query }, { locale: next.language, scroll: false });
      return;
    }
    setPreview({ template, ckey, options: next, generatedAt: new Date() });
    window.setTimeout(() => previewRef.current?.focus(), 0);
  }

  const doc =
    preview && subject
      ? buildReport(
          {
            subject,
            kind: { template: preview.template },
            authorised: false,
            options: preview.options,
            generatedAt: preview.generatedAt,
          },
          ctx,
        )
      : null;
  if (doc && preview?.title) doc.title = preview.title;
  return (
    <div className={styles.studio}>
      {init.invalid ? <Notice tone="warning" title={t('v2.docInvalid')} /> : null}
      <form
        className={`card ${styles.picker}`}
        onSubmit={(e) => {
          e.preventDefault();
          generate();
        }}
      >
        <fieldset className={fields.field}>
          <legend className={fields.label}>{t('v2.templateLabel')}</legend>
          <div className={styles.typeGrid}>
            {templateIds.map((tid) => (
              <label key={tid} className={`${styles.typeCard} ${template === tid ? styles.typeCardActive : ''}`}>
                <input
                  type="radio"
                  name={`${id}-template`}
                  value={tid}
                  checked={template === tid}
                  onChange={() => chooseTemplate(tid)}
                />
                <span className={styles.typeName}>
                  <Icon name="document2" size={18} /> {t(`templates.${tid}.name`)}
                </span>
                <span className="muted">{t(`templates.${tid}.summary`)}</span>
                <span className={styles.typeMeta}>
                  {templateSpecs[tid].sections.map((s) => t(`sections.${s}`)).join(' · ')}
                </span>
              </label>
            ))}
          </div>
        </fieldset>

        <CompanyField
          id={`${id}-company`}
          value={ckey}
          onChange={setCkey}
          showcase={showcase}
          search
          help={t('v2.companyHelp')}
        />

        <TemplateOptionsFields
          id={id}
          sections={templateSpecs[template].sections}
          options={options}
          onChange={setOptions}
        />

        <div className={fields.field}>
          <label htmlFor={`${id}-prompt`} className={fields.label}>
            {t('v2.promptLabel')}
          </label>
          {/* A native text area growing with its text (3 to 8 lines, CSS field-sizing) with a character count. */}
          <textarea
            id={`${id}-prompt`}
            className={styles.prompt}
            value={prompt}
            onChange={(e) => setPrompt(e.target.value)}
            maxLength={maxPromptLength}
            rows={3}
            aria-describedby={`${id}-prompt-help ${id}-prompt-count`}
          />
          <p id={`${id}-prompt-count`} className={styles.count}>
            {t('v2.promptCount', { count: prompt.length, max: maxPromptLength })}
          </p>
          <p id={`${id}-prompt-help`} className={fields.help}>
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

      {parsed ? <PromptInstructions parsed={parsed} /> : null}

      <section aria-labelledby={`${id}-preview`} className={styles.block}>
        <h2 id={`${id}-preview`}>{t('v2.previewTitle')}</h2>
        <div ref={previewRef} tabIndex={-1} className={styles.previewFocus}>
          {doc && preview ? (
            <>
              <ReportActions
                print={false}
                files={reportFilePaths(
                  'template',
                  preview.ckey,
                  templateFileQuery(preview.template, { ...preview.options, language: locale }),
                )}
                save={isShowcase(preview.ckey) ? savedState(preview, preview.ckey) : undefined}
              />
              <SampleWatermark>
                <div className={`card ${styles.paper}`}>
                  <ReportDocument doc={doc} level={3} badge={badge} />
                </div>
              </SampleWatermark>
            </>
          ) : (
            <div className={`card ${styles.empty}`}>
              <Icon name="document1" size={32} />
              <p className="muted">
                {preview
                  ? t(subjectState.state === 'failed' ? 'v2.subjectFailed' : 'v2.subjectLoading')
                  : t('v2.previewEmpty')}
              </p>
            </div>
          )}
        </div>
      </section>
    </div>
  );
}

/** A preview as an online document (showcase companies only: documents are rebuilt from the bundled data). */
function savedState(p: Preview, ckey: DocState['ckey']): DocState {
  return {
    ckey,
    kind: { template: p.template },
    authorised: false,
    options: p.options,
    ...(p.title ? { title: p.title } : {}),
  };
}
