/**
 * The ownership part of a report document (AI reports, the profile PDF, the KYC PDF): 控股股东 and 实际控制人 as rows,
 * each 受益所有人 as a finding citing its ownership and control chains, cross-holding loops, and the rule applied
 * (《受益所有人信息管理办法》 Art. 6). Every conclusion is the facts layer's (`OwnershipView`, lib/registry/ownership-view.ts);
 * this only words it, with the `aiReport.ownership` messages.
 */
import { formatPct } from '@/lib/format';
import type { ChainLinkView, OwnershipView } from '@/lib/registry/ownership-view';
import { cite, citationText } from './citations';
import type { ReportContext, ReportFinding } from './report-model';

/** One chain as a line: "A 89% → B 65% → … → subject". */
export function chainText(chain: ChainLinkView[], ctx: Pick<ReportContext, 't' | 'format'>): string {
  return [...chain.map((l) => `${l.name} ${formatPct(ctx.format, l.pct)} →`), ctx.t('ownership.subject')].join(' ');
}

/** Rows, findings and the rule paragraph of the ownership conclusions of `ckey`. */
export function ownershipParts(ckey: string, o: OwnershipView, ctx: Pick<ReportContext, 't' | 'format'>) {
  const { t, format } = ctx;
  const pct = (v: number) => formatPct(format, v);
  const sources = [cite('shareholders', ckey)];
  const cited = citationText(t, sources);
  const rows = [
    {
      label: t('ownership.controllingShareholder'),
      value: o.controllingShareholder
        ? t('ownership.controllingValue', {
            name: o.controllingShareholder.name,
            pct: pct(o.controllingShareholder.pct),
            test: o.controllingShareholder.test,
          })
        : t('ownership.noControllingShareholder'),
    },
    {
      label: t('ownership.actualController'),
      value: o.actualControllers.length
        ? t('ownership.controllerValue', {
            names: o.actualControllers.map((c) => c.name).join(' / '),
            votes: pct(o.controlVotes),
          })
        : t('ownership.noActualController'),
    },
    ...(o.loops.length ? [{ label: t('ownership.loops'), value: o.loops.map((l) => l.join(' → ')).join('; ') }] : []),
  ];
  const findings: ReportFinding[] = [
    ...o.controlPaths.map((c) => ({
      text: t('ownership.chainLine', { kind: 'control', chain: chainText(c, ctx) }),
      sources,
      cite: cited,
    })),
    ...o.ubos.map((u) => ({
      text: [
        t('ownership.uboLine', { name: u.name, pct: pct(u.pct), basis: t(`ownership.control.${u.control}`) }),
        ...u.paths.map((p) => t('ownership.chainLine', { kind: 'ownership', chain: chainText(p, ctx) })),
      ].join(' · '),
      sources,
      cite: cited,
    })),
  ];
  return { rows, findings, rule: t('ownership.threshold') };
}
