/**
 * Localized texts of monitoring alerts (server side): the company's name, the rule's condition and suggested action,
 * and the evidence as a sentence built from the cited record (`messages/<locale>/riskDemos.json`, and the registry's
 * own labels in `registry.json`). Used by `POST /api/monitoring` and the digest exports.
 */
import type { Locale } from '@/i18n/routing';
import { translator } from '@/i18n/translator';
import { formatMoney, siteFormatter } from '@/lib/format';
import { cityOf, tradeNameEn } from '@/lib/registry/generate';
import { equityFreezes, registrationChanges } from '@/lib/registry/changes';
import { newsEntryText } from '@/lib/registry/news-feed';
import type { Enterprise, Registry } from '@/lib/registry/types';
import { roadKinds, roadWords } from '@/lib/registry/vocab';
import type { Alert } from './index';
import { alertRules } from './rules';
import { localName } from '@/lib/registry/local-name';

/** An alert as shown and exported: the alert and its texts in the request's locale. */
export interface AlertView extends Alert {
  company: string;
  uscc: string;
  signal: string;
  condition: string;
  action: string;
  evidenceText: string;
  source: string;
}

/** The rules with their texts, in list order. */
export function ruleViews(locale: Locale) {
  const t = translator(locale, 'riskDemos');
  return alertRules.map((r) => ({
    id: r.id,
    signal: r.signal,
    signalLabel: t(`monitoring.signals.${r.signal}`),
    severity: r.severity,
    condition: t(`monitoring.rules.${r.id}.condition`),
    action: t(`monitoring.rules.${r.id}.action`),
  }));
}

/** Industry section and city labels of an enterprise in a locale. */
export function placeLabels(e: Enterprise, locale: Locale): { industry: string; city: string } {
  const r = translator(locale, 'registryText');
  const c = cityOf(e.cityCode);
  return { industry: r(`sections.${e.industry}`), city: locale === 'en-US' ? c.en : c.zh };
}

/** Localizes alerts (see `AlertView`). */
export function alertViews(alerts: Alert[], registry: Registry, locale: Locale): AlertView[] {
  const t = translator(locale, 'riskDemos');
  const r = translator(locale, 'registryText');
  const isEn = locale === 'en-US';
  const format = siteFormatter(locale);
  const money = (v: number) => formatMoney(format, v);
  const person = (id: string) => {
    const p = registry.persons.get(id);
    return p ? localName(p, locale) : id;
  };
  const holder = (kind: 'person' | 'enterprise', id: string) => {
    if (kind === 'person') return person(id);
    const h = registry.byCkey.get(id);
    return h ? localName(h, locale) : id;
  };
  const address = (e: Enterprise, a: Enterprise['address']) => {
    const c = cityOf(e.cityCode);
    return r('address', {
      city: isEn ? c.en : c.zh,
      road: isEn ? tradeNameEn(roadWords[a.road]) : roadWords[a.road],
      kind: isEn ? roadKinds[a.kind].en : roadKinds[a.kind].zh,
      no: a.no,
    });
  };
  const rules = new Map(alertRules.map((x) => [x.id, x]));

  const evidence = (e: Enterprise, a: Alert): string => {
    const id = a.evidence.recordId;
    switch (a.evidence.type) {
      case 'litigation': {
        const j = e.judicial.find((x) => x.id === id)!;
        return (
          t('monitoring.evidence.litigation', {
            role: j.role,
            cause: r(`causes.${j.cause}`),
            amount: money(j.amount),
            status: t(`monitoring.caseStatus.${j.status}`),
          }) + ` · ${t(`monitoring.caseKind.${j.kind}`)}`
        );
      }
      case 'enforcement': {
        const x = e.enforcement.find((y) => y.id === id)!;
        return t('monitoring.evidence.enforcement', { amount: money(x.amount), performed: x.performedPct });
      }
      case 'dishonest': {
        const d = e.dishonest.find((y) => y.id === id)!;
        return t('monitoring.evidence.dishonest', {
          reason: t(`monitoring.dishonestReason.${d.reason}`),
          amount: money(d.amount),
        });
      }
      case 'equityFreeze': {
        const f = equityFreezes(e).find((y) => y.id === id)!;
        return t('monitoring.evidence.equityFreeze', {
          holder: holder(f.holderKind, f.holderId),
          pct: f.pct,
          amount: money(f.amount),
          days: f.termDays,
        });
      }
      case 'penalty': {
        const p = e.penalties.find((y) => y.id === id)!;
        return t('monitoring.evidence.penalty', {
          reason: t(`monitoring.penaltyReason.${p.reason}`),
          amount: money(p.amount),
        });
      }
      case 'news': {
        const n = e.news.find((y) => y.id === id)!;
        const text = newsEntryText(e, n);
        return t('monitoring.evidence.news', {
          headline: isEn ? text.headline.en : text.headline.zh,
          source: isEn ? text.source.en : text.source.zh,
        });
      }
      case 'registration': {
        const c = registrationChanges(e).find((y) => y.id === id)!;
        switch (c.kind) {
          case 'legalRep':
            return t('monitoring.evidence.legalRep', { from: person(c.fromPersonId), to: person(c.toPersonId) });
          case 'shareholder':
            return t('monitoring.evidence.shareholder', {
              holder: holder(c.holderKind, c.holderId),
              fromPct: c.fromPct,
              toPct: c.toPct,
            });
          case 'capital':
            return t('monitoring.evidence.capital', { from: money(c.from), to: money(c.to) });
          case 'address':
            return t('monitoring.evidence.address', { from: address(e, c.from), to: address(e, c.to) });
          default:
            return t('monitoring.evidence.status', {
              from: t(`monitoring.status.${c.from}`),
              to: t(`monitoring.status.${c.to}`),
            });
        }
      }
    }
  };

  return alerts.map((a) => {
    const e = registry.byCkey.get(a.ckey)!;
    const rule = rules.get(a.ruleId)!;
    return {
      ...a,
      company: localName(e, locale),
      uscc: e.uscc,
      signal: t(`monitoring.signals.${rule.signal}`),
      condition: t(`monitoring.rules.${a.ruleId}.condition`),
      action: t(`monitoring.rules.${a.ruleId}.action`),
      evidenceText: evidence(e, a),
      source: t('common.source', { section: t(`monitoring.signals.${rule.signal}`), id: a.id }),
    };
  });
}
