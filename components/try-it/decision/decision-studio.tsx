'use client';

import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { CompanyField, type CompanyOption } from '@/components/reports/company-field';
import { defaultFlow, type Flow } from '@/lib/decision/defaults';
import { defaultCkey } from '@/lib/sample-data/companies';
import own from '../live-demos.module.css';
import styles from '../try-it.module.css';
import { saveBlob } from '../api-client';
import { useDemoRequest } from '../use-demo-request';
import { DecisionSummary } from './decision-summary';
import type { DecisionAnswer } from '@/lib/decision/answer';

/** The flow chart (@xyflow/react and its styles), fetched when the first decision arrives. */
const DecisionGraph = dynamic(() => import('./decision-graph').then((m) => m.DecisionGraph), {
  ssr: false,
  loading: () => <GraphLoading />,
});

function GraphLoading() {
  const t = useTranslations('liveDemos.decision');
  return <p className={own.graphBox}>{t('graphLoading')}</p>;
}

/**
 * The decision-flow demo: pick a registry company and run the flow (`POST /api/decision-flow`); every threshold is
 * editable and re-runs it (debounced); the flow exports as JSON and imports from a JSON file validated with the
 * flow's zod schema (loaded on import), with each problem named. The chart loads with the first result.
 */
export function DecisionStudio({ showcase, locale }: { showcase: CompanyOption[]; locale: string }) {
  const t = useTranslations('liveDemos.decision');
  const id = useId();
  const [ckey, setCkey] = useState<string>(defaultCkey);
  const [flow, setFlow] = useState<Flow>(defaultFlow);
  const [run, setRun] = useState(0);
  const [answer, setAnswer] = useState<DecisionAnswer | null>(null);
  const request = useDemoRequest();
  const { post, abort, error } = request;
  const [note, setNote] = useState<string | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (run === 0) return;
    const timer = setTimeout(() => {
      void post<DecisionAnswer>('/api/decision-flow', JSON.stringify({ ckey, flow, locale })).then((body) => {
        if (body) setAnswer(body);
      });
    }, 250);
    return () => {
      clearTimeout(timer);
      abort();
    };
  }, [run, ckey, flow, locale, post, abort]);

  const setThreshold = (stageId: string, key: string, value: number | boolean) => {
    setFlow((f) => ({
      ...f,
      stages: f.stages.map((s) =>
        s.id === stageId ? ({ ...s, thresholds: { ...s.thresholds, [key]: value } } as typeof s) : s,
      ),
    }));
    setRun((r) => Math.max(r, 1));
  };

  function exportJson() {
    saveBlob(new Blob([JSON.stringify(flow, null, 2)], { type: 'application/json' }), 'decision-flow.json');
  }

  async function importJson(e: ChangeEvent<HTMLInputElement>) {
    const file = e.currentTarget.files?.[0];
    e.currentTarget.value = '';
    if (!file) return;
    setNote(null);
    const [{ parseFlow }, { flowImportError }] = await Promise.all([
      import('@/lib/decision/flow'),
      import('@/lib/decision/messages'),
    ]);
    const r = file.size > 64 * 1024 ? null : parseFlow(await file.text());
    if (!r) return request.fail(t('errors.tooLarge'));
    if (!r.ok) return request.fail(flowImportError((k, v) => t(k as 'title', v), r));
    request.clear();
    setFlow(r.flow);
    setNote(t('imported', { count: r.flow.stages.length }));
    setRun((x) => x + 1);
  }

  return (
    <div className={styles.demo} data-demo="decision">
      <div className={styles.panels}>
        <form
          className="card"
          onSubmit={(e) => (e.preventDefault(), setRun((r) => r + 1))}
          data-tour="decision-company"
        >
          <CompanyField
            id={`${id}-company`}
            value={ckey}
            onChange={(v) => (setCkey(v), setRun((r) => Math.max(r, 1)))}
            help={t('help')}
            showcase={showcase}
            search
          />
          <button type="submit" className="btn btn--primary">
            {t('evaluate')}
          </button>
        </form>
        <div className="card" data-tour="decision-json">
          <div className="btn-row">
            <button type="button" className="btn btn--ghost" onClick={exportJson}>
              {t('export')}
            </button>
            <label className="btn btn--ghost">
              {t('import')}
              <input
                ref={fileRef}
                type="file"
                accept=".json,application/json"
                className="visually-hidden"
                onChange={importJson}
                data-testid="flow-import"
              />
            </label>
            <button
              type="button"
              className="btn btn--ghost"
              onClick={() => (setFlow(defaultFlow()), setRun((r) => Math.max(r, 1)))}
            >
              {t('reset')}
            </button>
          </div>
          {note ? <p role="status">{note}</p> : null}
        </div>
      </div>
      {error ? (
        <p className={styles.error} role="alert" data-testid="decision-error">
          {error}
        </p>
      ) : null}
      {answer ? (
        <>
          <DecisionGraph flow={flow} answer={answer} />
          <DecisionSummary answer={answer} locale={locale} />
        </>
      ) : null}
      <fieldset className={`card ${own.thresholds}`} data-tour="decision-thresholds">
        <legend>{t('thresholdsTitle')}</legend>
        {flow.stages.map((s) => (
          <fieldset key={s.id} className={own.stageFields} data-stage={s.id}>
            <legend>{t(`stages.${s.kind}`)}</legend>
            {Object.entries(s.thresholds).map(([k, v]) => (
              <label key={k} className={typeof v === 'boolean' ? own.chip : styles.field}>
                {typeof v === 'boolean' ? (
                  <input type="checkbox" checked={v} onChange={(e) => setThreshold(s.id, k, e.currentTarget.checked)} />
                ) : null}
                <span>{t(`thresholds.${k}` as 'thresholds.minAgeYears')}</span>
                {typeof v === 'number' ? (
                  <input
                    className={styles.input}
                    type="number"
                    min={0}
                    step={k === 'minCurrentRatio' || k === 'equityMultiple' ? 0.1 : 1}
                    value={v}
                    data-threshold={`${s.id}.${k}`}
                    onChange={(e) => {
                      const n = Number(e.currentTarget.value);
                      if (e.currentTarget.value !== '' && Number.isFinite(n) && n >= 0) setThreshold(s.id, k, n);
                    }}
                  />
                ) : null}
              </label>
            ))}
          </fieldset>
        ))}
      </fieldset>
    </div>
  );
}
