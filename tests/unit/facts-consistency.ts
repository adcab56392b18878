/**
 * Cross-surface consistency (issue 27): for every one of the registry's 5,200 companies, in both locales (zh-CN and
 * en-US), each surface's view model — company profile (its document), 360° view, dashboard, KYC report (page text and
 * document), AI reports V1 and V2 (document and analysis steps), batch screening row, statement analysis (its
 * related-party lookup), the litigation search's summary (open exposure, counts), the decision flow's court and
 * registration checks and the remote-visit checklist — states the numbers recomputed here from the records by an
 * independent oracle (written from the rules, not from lib/facts), and names the same risk grade, controlling person
 * and UBOs as the facts layer. In English, every person or company named is the registry's English name and no text
 * carries Chinese characters. A sample of PDFs is rendered and its text checked too. Prints, per locale, companies ×
 * surfaces × facts checked and the mismatches (expected: none).
 *
 * Run per locale by facts-consistency-zh.test.ts and facts-consistency-en.test.ts: two files, so vitest's two workers
 * check the locales side by side (the wall time of one locale instead of both).
 */
import { expect } from 'vitest';
import { reportDocPdf } from '@/lib/pdf/report-doc';
import { formatDate, formatMoney, formatPct } from '@/lib/format';
import { defaultFlow } from '@/lib/decision/defaults';
import { evaluateFlow } from '@/lib/decision/evaluate';
import { companyFacts, statementFacts } from '@/lib/facts';
import { analyzeEnterprise, generateStatements } from '@/lib/financials';
import { entityRecord } from '@/lib/registry/api';
import { registrySeed } from '@/lib/registry/keys';
import { companies } from '@/lib/sample-data/companies';
import enSample from '@/messages/en-US/sampleData.json';
import zhSample from '@/messages/zh-CN/sampleData.json';
import { runJudicial } from '@/lib/judicial/handler';
import { visitChecklist } from '@/lib/remote/checklist';
import type { Locale } from '@/i18n/routing';
import { registryOwnership, registrySource } from '@/lib/entities/registry-source';
import { getRegistry } from '@/lib/registry';
import type { Enterprise } from '@/lib/registry/types';
import { kycDoc, profileDoc } from '@/lib/reports/documents';
import { buildReport, thinkSteps, type ReportDoc } from '@/lib/reports/report-model';
import { companyView, kycView, serverReportContext } from '@/lib/reports/server';
import { screenRow } from '@/lib/screening';
import { isShowcase } from '@/lib/sample-data/keys';
import { pdfPages } from './pdf-text';
import { assessmentChecks, assessmentTotals } from './facts-consistency-assessment';

const asOf = '2026-11-20';
const litigationFrom = '2025-11-21'; // 12 months back, inclusive
const newsFrom = '2026-05-21'; // 6 months back, inclusive

/** The oracle: what the records say, computed here from the documented rules. */
function oracle(e: Enterprise) {
  const defendantInWindow = e.judicial.filter(
    (j) => j.role === 'defendant' && j.date >= litigationFrom && j.date <= asOf,
  );
  const latest = [...e.enforcement].sort((a, b) => b.date.localeCompare(a.date))[0];
  const news = e.news.filter((n) => n.date >= newsFrom && n.date <= asOf);
  const negative = news.filter((n) => n.sentiment === 'negative').length;
  const holders = [...e.shareholders].sort((a, b) => b.pct - a.pct);
  const [h1, h2] = holders;
  const controlling = h1 && (h1.pct > 50 || (h1.pct >= 30 && h1.pct >= 2 * (h2?.pct ?? 0))) ? h1.id : null;
  const openDefendant = e.judicial.filter(
    (j) => j.role === 'defendant' && (j.status === 'pending' || j.status === 'ongoing'),
  );
  const exposure =
    openDefendant.reduce((s, j) => s + j.amount, 0) +
    e.enforcement.reduce((s, x) => s + Math.round((x.amount * (100 - x.performedPct)) / 100), 0);
  return {
    exposure,
    paidInPct: e.registeredCapital > 0 ? Math.round((e.paidInCapital / e.registeredCapital) * 10000) / 100 : 100,
    defendantInWindow: defendantInWindow.length,
    openInWindow: defendantInWindow.filter((j) => j.status === 'pending' || j.status === 'ongoing').length,
    latest,
    newsTotal: news.length,
    negative,
    defendant: e.judicial.filter((j) => j.role === 'defendant').length,
    controlling,
  };
}

/**
 * The statements oracle: the generated lines of the years the company existed at year-end (founded by 31 December,
 * not revoked or deregistered by then), with revenue growth and margins computed here from the lines.
 */
function statementOracle(e: Enterprise) {
  const lived = (y: number) => e.established <= `${y}-12-31` && !(e.statusDate && e.statusDate <= `${y}-12-31`);
  const all = generateStatements(e, registrySeed).years;
  const years = all.filter((y) => lived(y.year));
  const last = years[years.length - 1]?.lines;
  const prior = years[years.length - 2]?.lines;
  const r1 = (v: number) => Math.round(v * 10) / 10;
  const growth = years.map((y, k) => (k ? (y.lines.IS01 / years[k - 1].lines.IS01 - 1) * 100 : null)).slice(1);
  const band = 3;
  const g = growth as number[];
  const lastG = g[g.length - 1];
  const trend =
    g.length === 0
      ? 'short'
      : g.length >= 2 && g.every((x) => x >= band)
        ? 'steadyGrowth'
        : g.length >= 2 && g.every((x) => x <= -band)
          ? 'steadyDecline'
          : lastG >= band
            ? g.slice(0, -1).some((x) => x <= -band)
              ? 'recovery'
              : 'growth'
            : lastG <= -band
              ? g.slice(0, -1).some((x) => x >= band)
                ? 'setback'
                : 'decline'
              : 'flat';
  return {
    allLived: all.every((y) => lived(y.year)),
    years: years.map((y) => y.year),
    expectedYears: [2023, 2024, 2025].filter(lived),
    year: years[years.length - 1]?.year ?? null,
    revenue: last ? last.IS01 : null,
    netProfit: last ? last.IS09 : null,
    totalAssets: last ? last.BS08 : null,
    totalLiabilities: last ? last.BS14 : null,
    yoy: last && prior ? r1((last.IS01 / prior.IS01 - 1) * 100) : null,
    grossMargin: last ? r1((last.IS03 / last.IS01) * 100) : null,
    trend,
  };
}

/**
 * What the curated showcase prose (messages/<locale>/sampleData.json) says about finances, as claims on the statements
 * (written here): each pattern found in a text must hold for the company's own statements.
 */
const curatedFinanceClaims: {
  pattern: RegExp;
  holds: (o: ReturnType<typeof statementOracle>, m: RegExpExecArray) => boolean;
}[] = [
  { pattern: /营收 ?([\d.]+) ?亿元/, holds: (o, m) => Math.abs(o.revenue! / 1e8 - Number(m[1])) < 0.006 },
  { pattern: /Revenue CNY ([\d.]+)M/, holds: (o, m) => Math.abs(o.revenue! / 1e6 - Number(m[1])) < 0.51 },
  { pattern: /(?:同比增长|Revenue up|up) ([\d.]+) ?%/, holds: (o, m) => o.yoy === Number(m[1]) },
  { pattern: /(?:同比下降|Revenue down|down) ([\d.]+) ?%/, holds: (o, m) => o.yoy === -Number(m[1]) },
  {
    pattern: /毛利率(?:降至)? ?([\d.]+) ?%|gross margin (?:down to )?([\d.]+)%/,
    holds: (o, m) => o.grossMargin === Number(m[1] ?? m[2]),
  },
  { pattern: /近三年营收稳步增长|grown steadily for three years/, holds: (o) => o.trend === 'steadyGrowth' },
  { pattern: /近一年营收下滑|past year revenue has fallen/, holds: (o) => o.yoy !== null && o.yoy < 0 },
  {
    pattern: /营收同比下降约三成|cut revenue by about 30%/,
    holds: (o) => o.yoy !== null && o.yoy <= -25 && o.yoy >= -35,
  },
];

/** How each locale phrases the figures the surfaces state (written here, not read from messages/). */
const phrases = {
  'zh-CN': {
    litigationTitle: (n: number) => `${n} 起`,
    litigationOpen: (n: number) => `${n} 起`,
    negativeTitle: (n: number) => `${n} 篇`,
    judicialSummary: (total: number, def: number) => `共 ${total} 起，其中作为被告 ${def} 起`,
    flow: (change: number) => (change > 5 ? '增至' : change < -5 ? '降至' : '基本持平'),
    kycJudicial: (total: number, def: number, enf: number, dis: number) =>
      `共涉诉 ${total} 起，其中作为被告 ${def} 起；被执行 ${enf} 条，失信记录 ${dis} 条`,
    clear: '受益所有人清晰',
    score: (text: string, score: number) => text.includes(`模型评分 ${score}/100`) || text.includes(`评分 ${score}`),
    newsNegative: (n: number) => `负面 ${n} 条`,
    newsStep: (n: number) => `${n} 条`,
    trend: {
      steadyGrowth: '近三年营收稳步增长',
      steadyDecline: '近三年营收连年下滑',
      recovery: '营收在下滑后回升',
      setback: '营收在增长后回落',
    } as Record<string, string>,
  },
  'en-US': {
    litigationTitle: (n: number) => `${n} lawsuit`,
    litigationOpen: (n: number) => `${n} still pending`,
    negativeTitle: (n: number) => `${n} negative news item`,
    judicialSummary: (total: number, def: number) => `${total} ${total === 1 ? 'case' : 'cases'}, ${def} as defendant`,
    flow: (change: number) => (change > 5 ? 'rose from' : change < -5 ? 'fell from' : 'held steady'),
    kycJudicial: (total: number, def: number, enf: number, dis: number) =>
      `${total} ${total === 1 ? 'lawsuit' : 'lawsuits'}, ${def} as defendant; ${enf} enforcement ${enf === 1 ? 'record' : 'records'} and ${dis} dishonest-debtor ${dis === 1 ? 'entry' : 'entries'}`,
    clear: 'Beneficial ownership is clear',
    score: (text: string, score: number) => /model score (\d+)\/100/i.exec(text)?.[1] === String(score),
    newsNegative: (n: number) => `${n} negative reports`,
    newsStep: (n: number) => `${n} ${n === 1 ? 'report' : 'reports'} in six months`,
    trend: {
      steadyGrowth: 'revenue has grown steadily for three years',
      steadyDecline: 'revenue has fallen every year for three years',
      recovery: 'revenue has recovered after a fall',
      setback: 'revenue has fallen back after growing',
    } as Record<string, string>,
  },
} as const;

const han = /[\u3400-\u9fff]/;

/** Checks every surface of every registry company in `locale` against the independent oracle; fails listing the first mismatches. */
export async function consistency(locale: Locale) {
  const ph = phrases[locale];
  const en = locale === 'en-US';
  const ctx = await serverReportContext(locale);
  const { format } = ctx;
  const money = (v: number) => formatMoney(format, v);
  const pct = (v: number) => formatPct(format, v);
  const registry = getRegistry();
  const mismatches: string[] = [];
  const checked = { companies: 0, facts: 0, surfaces: new Set<string>() };
  const check = (ckey: string, surface: string, fact: string, ok: boolean, detail = '') => {
    checked.facts += 1;
    checked.surfaces.add(surface);
    if (!ok) mismatches.push(`${ckey} ${surface} ${fact} ${detail}`);
  };
  const docText = (doc: ReportDoc) =>
    doc.sections
      .flatMap((s) => [
        ...s.paragraphs,
        ...(s.rows ?? []).map((r) => `${r.label} ${r.value}`),
        ...(s.findings ?? []).map((f) => f.text),
        ...(s.table?.rows ?? []).map((r) => r.join(' ')),
      ])
      .concat(doc.meta.map((m) => `${m.label} ${m.value}`))
      .join('\n');
  const pdfSample = new Set(['410b14133c', '2349d8ae17', '45869c8227', 'a7c3e9f5d2', 'c9f2a1e7b3', 'd4e8b6a2c1']);
  const pdfJobs: { ckey: string; doc: ReportDoc; expect: string[] }[] = [];
  const generatedAt = new Date('2026-11-20T10:00:00+08:00');

  for (const e of registry.enterprises) {
    const { ckey } = e;
    const f = companyFacts(ckey, registry);
    const o = oracle(e);
    const view = companyView(ckey, ctx)!;
    const kyc = kycView(e.kycNo, ctx)!;
    const c = view.figures;
    const curated = isShowcase(ckey);
    checked.companies += 1;

    // The facts layer against the oracle.
    check(ckey, 'facts', 'defendantInWindow', f.litigation.defendantInWindow.length === o.defendantInWindow);
    check(ckey, 'facts', 'openInWindow', f.litigation.openInWindow.length === o.openInWindow);
    check(ckey, 'facts', 'latestEnforcement', (f.enforcement.latest?.id ?? null) === (o.latest?.id ?? null));
    check(ckey, 'facts', 'news', f.news.total === o.newsTotal && f.news.negative === o.negative);
    check(ckey, 'facts', 'controllingShareholder', (f.ownership.controllingShareholder?.id ?? null) === o.controlling);

    // Company profile (its view and its document, which the PDF prints).
    const controllerNames = view.ownership.actualControllers.map((x) => x.name);
    const uboNames = view.ownership.ubos.map((u) => u.name);
    if (!curated) {
      for (const r of c.risks) {
        const text = view.text.risks[r.id];
        if (r.category === 'litigation')
          check(
            ckey,
            'profile',
            'litigation card',
            text.title.includes(ph.litigationTitle(o.defendantInWindow)) &&
              text.detail.includes(ph.litigationOpen(o.openInWindow)),
            text.title + text.detail,
          );
        if (r.category === 'enforcement')
          check(
            ckey,
            'profile',
            'latest enforcement',
            text.detail.includes(`${o.latest!.performedPct}%`) &&
              text.detail.includes(formatDate(format, o.latest!.date)),
            text.detail,
          );
        if (r.category === 'negativeNews')
          check(
            ckey,
            'profile',
            'negative news',
            text.title.includes(ph.negativeTitle(o.negative)) &&
              text.detail.includes(pct((o.negative / o.newsTotal) * 100)),
            text.detail,
          );
      }
      check(
        ckey,
        'profile',
        'litigation signal present',
        c.risks.some((r) => r.category === 'litigation') === o.defendantInWindow > 0,
      );
    }
    const sent = c.sentimentByMonth.reduce(
      (s, m) => ({ n: s.n + m.negative, t: s.t + m.negative + m.positive + m.neutral }),
      { n: 0, t: 0 },
    );
    check(ckey, 'dashboard', 'news chart', sent.n === o.negative && sent.t === o.newsTotal, `${sent.n}/${sent.t}`);
    const profile = docText(profileDoc(view, ctx));
    check(ckey, 'profile', 'judicial summary', profile.includes(ph.judicialSummary(e.judicial.length, o.defendant)));
    check(
      ckey,
      'profile',
      'controller',
      controllerNames.every((n) => profile.includes(n)),
    );
    check(
      ckey,
      'profile',
      'ubo',
      uboNames.every((n) => profile.includes(n)),
    );

    // 360° view and dashboard: one score, one grade, one level; the note's flow direction is the chart's.
    check(
      ckey,
      '360',
      'score',
      c.customer.ratingScore === f.risk.score &&
        c.customer.internalRating === f.risk.grade &&
        c.customer.riskLevel === f.risk.level,
    );
    const months = c.customer.monthly;
    const first = months[0].settlement;
    const last = months[months.length - 1].settlement;
    const change = ((last - first) / first) * 100;
    const dir = ph.flow(change);
    check(ckey, 'dashboard', 'last month score', months[months.length - 1].riskScore === f.risk.score);
    if (!curated)
      check(
        ckey,
        '360',
        'flow trend',
        view.text.relationshipNote.includes(dir) && view.text.relationshipNote.includes(money(last)),
        view.text.relationshipNote,
      );

    // KYC report: page text, figures and document.
    const k = kyc.text;
    if (!curated) {
      check(
        ckey,
        'kyc',
        'judicial note',
        k.judicialNote.includes(
          ph.kycJudicial(e.judicial.length, o.defendant, e.enforcement.length, e.dishonest.length),
        ),
        k.judicialNote,
      );
      check(
        ckey,
        'kyc',
        'ubo note names the controller',
        controllerNames.every((n) => k.uboNote.includes(n)),
      );
      check(
        ckey,
        'kyc',
        'ownership clear only when it is',
        !k.conclusion.includes(ph.clear) || (f.ownership.clear && f.ownership.loops.length === 0),
        k.conclusion,
      );
    }
    for (const r of kyc.figures.related) {
      if (r.relation === 'controllingShareholder')
        check(ckey, 'kyc', '控股股东', curated || r.id === o.controlling, r.id);
      if (r.relation === 'subsidiary' && !curated)
        check(
          ckey,
          'kyc',
          '子公司',
          f.ownership.subsidiaries.some((s) => s.ckey === r.id),
          r.id,
        );
    }
    const kycDocText = docText(kycDoc(kyc, ctx));
    check(ckey, 'kyc', 'risk level', kycDocText.includes(kyc.company.assessment.customer.conclusion));
    check(
      ckey,
      'kyc',
      'controller',
      controllerNames.every((n) => kycDocText.includes(n)),
    );
    check(
      ckey,
      'kyc',
      'ubo',
      uboNames.every((n) => kycDocText.includes(n)),
    );
    check(ckey, 'kyc', 'enforcement tile', kyc.company.facts.enforcement.count === e.enforcement.length);

    // AI reports: V1 (risk report), V2 (credit memo template), the analysis steps.
    const v1 = buildReport({ subject: view, kind: { type: 'risk' }, authorised: false, generatedAt }, ctx);
    const v2 = buildReport({ subject: view, kind: { template: 'creditMemo' }, authorised: false, generatedAt }, ctx);
    for (const [name, doc] of [
      ['aiV1', v1],
      ['aiV2', v2],
    ] as const) {
      const text = docText(doc);
      check(ckey, name, 'score', ph.score(text, f.risk.score));
      check(
        ckey,
        name,
        'controller',
        controllerNames.every((n) => text.includes(n)),
      );
      check(
        ckey,
        name,
        'ubo',
        uboNames.every((n) => text.includes(n)),
      );
      check(ckey, name, 'judicial summary', text.includes(ph.judicialSummary(e.judicial.length, o.defendant)));
    }
    check(ckey, 'aiV1', 'news summary', docText(v1).includes(ph.newsNegative(o.negative)));
    const steps = thinkSteps(view, 'risk', ctx);
    const stepOf = (id: string) => steps.find((s) => s.id === id)!.result;
    check(
      ckey,
      'aiThink',
      'ownership step',
      controllerNames.every((n) => stepOf('ownership').includes(n)) &&
        uboNames.every((n) => stepOf('ownership').includes(n)),
    );
    check(ckey, 'aiThink', 'news step', stepOf('news').includes(ph.newsStep(o.newsTotal)));
    check(ckey, 'aiThink', 'score step', stepOf('scoring').includes(`${f.risk.score}/100`));

    // Batch screening: the customer risk rating decides, the same records are counted, the control chain is checked.
    const row = screenRow({ uscc: e.uscc }, 1, registrySource);
    check(
      ckey,
      'screening',
      'high risk ⇒ high',
      f.assessment.customer.level !== 'high' || row.verdict === 'high',
      row.verdict,
    );
    check(
      ckey,
      'screening',
      'score',
      (row.flags.find((x) => x.code === 'highRisk')?.count ?? f.risk.score) === f.risk.score,
    );
    check(
      ckey,
      'screening',
      'negative news',
      (row.flags.find((x) => x.code === 'negativeNews')?.count ?? 0) === o.negative,
    );
    check(
      ckey,
      'screening',
      'chain dishonest',
      row.flags.some((x) => x.code === 'relatedDishonest') === f.ownership.chainDishonest.length > 0,
    );

    assessmentChecks({ e, locale, view, kyc, v1, v2, row, kycDocText, check });

    // Statement analysis: who it labels 实际控制人 and 受益所有人.
    const parties = registryOwnership(ckey);
    const labelled = parties.filter((p) => p.relation === 'controller').map((p) => (en ? p.nameEn : p.name));
    const personName = (id: string) => (en ? registry.persons.get(id)!.nameEn : registry.persons.get(id)!.name);
    check(
      ckey,
      'statement',
      'controller',
      JSON.stringify(labelled) === JSON.stringify(f.ownership.actualControllers.map((p) => personName(p.id))),
      labelled.join(),
    );
    check(
      ckey,
      'statement',
      'ubo',
      f.ownership.ubos.every((u) =>
        parties.some(
          (p) =>
            (en ? p.nameEn : p.name) === personName(u.personId) &&
            (p.relation === 'controller' || p.relation === 'beneficialOwner'),
        ),
      ),
    );

    // Litigation search (judicialDueDiligence demo): its summary's counts and open exposure.
    const judicial = runJudicial({ ckey }, locale, registry);
    const js = judicial?.kind === 'company' && judicial.company ? judicial.company.summary : null;
    check(
      ckey,
      'judicial',
      'counts',
      !!js &&
        js.cases === e.judicial.length &&
        js.asDefendant === o.defendant &&
        js.enforcement === e.enforcement.length &&
        js.dishonest === e.dishonest.length,
      JSON.stringify(js && [js.cases, js.asDefendant, js.enforcement, js.dishonest]),
    );
    check(
      ckey,
      'judicial',
      'open exposure',
      !!js && js.openExposureDefendant === o.exposure && js.openExposureText === money(o.exposure),
      `${js?.openExposureDefendant} ≠ ${o.exposure}`,
    );
    check(ckey, 'judicial', 'name', judicial?.company?.name === (en ? e.nameEn : e.name));

    // Decision flow (decisionMap demo, default flow) and remote visit checklist: figures only, the same in both
    // locales, so checked once (in the Chinese pass).
    if (!en) {
      const decision = evaluateFlow(defaultFlow(), e, registry);
      const value = (rule: string) => decision.stages.flatMap((st) => st.checks).find((x) => x.rule === rule)?.value;
      const courtStage = decision.stages.find((st) => st.kind === 'judicial');
      if (courtStage && courtStage.outcome !== 'skipped')
        check(
          ckey,
          'decision',
          '司法 node',
          value('maxDishonest') === e.dishonest.length &&
            value('maxEnforcement') === e.enforcement.length &&
            value('maxDefendantCases') === o.defendant,
          JSON.stringify(courtStage.checks.map((x) => x.value)),
        );
      check(
        ckey,
        'decision',
        'paid-in share',
        value('minPaidInPct') === o.paidInPct,
        `${value('minPaidInPct')} ≠ ${o.paidInPct}`,
      );

      // Remote visit checklist: the figures its items cite.
      const items = visitChecklist(e, registry);
      const because = (id: string) => items.find((x) => x.id === id)?.because?.value;
      check(
        ckey,
        'remote',
        'enforcement item',
        (because('enforcementQuestion') ?? 0) === e.enforcement.length + e.dishonest.length,
      );
      check(
        ckey,
        'remote',
        'litigation item',
        (because('litigationQuestion') ?? 0) === (o.defendant >= 3 ? o.defendant : 0),
      );
      check(
        ckey,
        'remote',
        'capital item',
        because('capitalQuestion') ===
          (e.paidInCapital < e.registeredCapital * 0.5 ? Math.round(o.paidInPct) : undefined),
      );
    }

    // Financial statements (issue 38): one set per company, the years it existed; every surface states its figures.
    const so = statementOracle(e);
    const sf = statementFacts(ckey, registry);
    const nd = ctx.tc('notDisclosed');
    const moneyOr = (v: number | null) => (v === null ? nd : money(v));
    const pctOr = (v: number | null, signed = false) => (v === null ? nd : formatPct(format, v, signed));
    check(
      ckey,
      'statements',
      'years in life',
      so.allLived && so.years.join() === so.expectedYears.join(),
      so.years.join(),
    );
    check(
      ckey,
      'facts',
      'statements',
      (sf.latest?.revenue ?? null) === so.revenue &&
        (sf.latest?.netProfit ?? null) === so.netProfit &&
        sf.revenueTrend.kind === so.trend &&
        sf.years.map((y) => y.year).join() === so.years.join(),
      `${sf.latest?.revenue}/${so.revenue} ${sf.revenueTrend.kind}/${so.trend}`,
    );
    const op = kyc.figures.operating;
    check(
      ckey,
      'kyc',
      'revenue, growth, gross margin',
      op.revenue === so.revenue && op.revenueYoy === so.yoy && op.grossMargin === so.grossMargin,
      `${op.revenue}/${so.revenue} ${op.revenueYoy}/${so.yoy} ${op.grossMargin}/${so.grossMargin}`,
    );
    check(
      ckey,
      'kyc',
      'operating rows',
      kycDocText.includes(moneyOr(so.revenue)) &&
        kycDocText.includes(pctOr(so.yoy, true)) &&
        kycDocText.includes(pctOr(so.grossMargin)),
    );
    if (!curated)
      check(
        ckey,
        'kyc',
        'operating note',
        k.operatingNote.includes(moneyOr(so.revenue)) &&
          (ph.trend[so.trend] === undefined || k.operatingNote.includes(ph.trend[so.trend])),
        k.operatingNote,
      );
    check(ckey, '360', 'revenue', c.customer.annualRevenue === so.revenue, `${c.customer.annualRevenue}/${so.revenue}`);
    const credit = docText(
      buildReport({ subject: view, kind: { type: 'credit' }, authorised: true, generatedAt }, ctx),
    );
    check(
      ckey,
      'aiCredit',
      'revenue, growth, gross margin',
      credit.includes(moneyOr(so.revenue)) &&
        credit.includes(pctOr(so.yoy, true)) &&
        credit.includes(pctOr(so.grossMargin)),
    );
    if (!en) {
      const api = entityRecord(e).financials;
      check(
        ckey,
        'api',
        'financials',
        so.year === null
          ? api === null
          : api?.year === so.year &&
              api.revenue === so.revenue &&
              api.netProfit === so.netProfit &&
              api.totalAssets === so.totalAssets &&
              api.totalLiabilities === so.totalLiabilities,
        JSON.stringify(api),
      );
      const demo = analyzeEnterprise(e).statements.years;
      const dl = demo[demo.length - 1]?.lines;
      check(
        ckey,
        'finance demo',
        'statements',
        demo.map((y) => y.year).join() === so.years.join() &&
          (dl?.IS01 ?? null) === so.revenue &&
          (dl?.IS09 ?? null) === so.netProfit,
      );
    }
    if (curated) {
      const sample = (en ? enSample : zhSample).sampleData;
      const texts = [
        ...Object.values(sample.companies[ckey] as Record<string, unknown>),
        ...Object.values((sample.kyc as Record<string, Record<string, unknown>>)[e.kycNo] ?? {}),
      ].filter((x): x is string => typeof x === 'string');
      for (const text of texts)
        for (const claim of curatedFinanceClaims) {
          const m = claim.pattern.exec(text);
          if (m) check(ckey, 'showcase text', claim.pattern.source, claim.holds(so, m), text.slice(0, 80));
        }
      check(ckey, 'showcase', 'annual revenue', companies[ckey].customer.annualRevenue === so.revenue);
    }

    // English pages: every name is the registry's English one, and no text is left in Chinese.
    if (en) {
      const englishOf = (id: string) => registry.persons.get(id)?.nameEn || registry.byCkey.get(id)?.nameEn;
      check(
        ckey,
        'en names',
        'controller',
        view.ownership.actualControllers.every((x) => x.name === englishOf(x.id)),
        controllerNames.join(),
      );
      check(
        ckey,
        'en names',
        'ubo',
        view.ownership.ubos.every(
          (u) =>
            u.name === englishOf(u.personId) && u.paths.every((path) => path.every((l) => l.name === englishOf(l.id))),
        ),
        uboNames.join(),
      );
      const cs = view.ownership.controllingShareholder;
      check(ckey, 'en names', 'controlling shareholder', !cs || cs.name === englishOf(cs.id), cs?.name);
      const texts: [string, string][] = [
        ['profile', profile],
        ['kyc', kycDocText],
        [
          'kyc',
          Object.values(k)
            .filter((x) => typeof x === 'string')
            .join('\n'),
        ],
        ['aiV1', docText(v1)],
        ['aiV2', docText(v2)],
        ['aiThink', steps.map((x) => x.result).join('\n')],
        ['judicial', JSON.stringify(judicial)],
      ];
      for (const [surface, text] of texts)
        check(
          ckey,
          'en names',
          `${surface} has no Chinese`,
          !han.test(text),
          han.exec(text) ? text.slice(Math.max(0, han.exec(text)!.index - 40), han.exec(text)!.index + 40) : '',
        );
    }

    if (pdfSample.has(ckey) || e.index % 520 === 7) {
      const names = [...controllerNames, ...uboNames];
      pdfJobs.push({ ckey, doc: profileDoc(view, ctx), expect: names });
      pdfJobs.push({ ckey, doc: kycDoc(kyc, ctx), expect: [...names, view.assessment.customer.conclusion] });
      pdfJobs.push({ ckey, doc: v1, expect: [...names, `${f.risk.score}/100`] });
    }
  }

  // PDFs of a sample: the text the PDF prints carries the same names and score.
  for (const job of pdfJobs) {
    const text = (await pdfPages(await reportDocPdf(job.doc, locale, job.ckey))).join('').replace(/\s+/g, '');
    for (const s of job.expect) check(job.ckey, 'pdf', s, text.includes(s.replace(/\s+/g, '')), s);
  }

  console.log(
    `facts consistency (${locale}): ${checked.companies} companies × ${checked.surfaces.size} surfaces (${[...checked.surfaces].join(', ')}), ${checked.facts} facts checked, ` +
      `${pdfJobs.length} PDFs of ${new Set(pdfJobs.map((j) => j.ckey)).size} companies rendered, ${mismatches.length} mismatches`,
  );
  console.log(assessmentTotals(locale));
  const byKind = new Map<string, number>();
  for (const m of mismatches)
    byKind.set(m.split(' ').slice(1, 3).join(' '), (byKind.get(m.split(' ').slice(1, 3).join(' ')) ?? 0) + 1);
  if (mismatches.length)
    console.log([...byKind].map(([k, n]) => `${k}: ${n}`).join('\n'), '\n', mismatches.slice(0, 40).join('\n'));
  expect(mismatches.slice(0, 20)).toEqual([]);
}
