/**
 * The sample enterprise registry generator: `generateRegistry(seed)` builds `registrySize` fictional enterprises and
 * the people behind them, deterministically (same seed and same package versions → the same registry, byte for
 * byte; `registryHash` fingerprints it). Randomness comes from one seeded `@faker-js/faker` instance (zh_CN person
 * names, numbers, dates); enterprise names follow our own rule 行政区划 + 字号 + 行业 + 组织形式 over the vocabulary in
 * `vocab.ts`; English forms use pinyin from `pinyin-pro`.
 *
 * Ownership comes in groups, so it forms real structures:
 * - **standalone**: one company held by 1–4 people;
 * - **pyramid**: a holding company held by people, with subsidiaries 2–4 levels down (majority or full stakes, the
 *   rest held by people, sometimes a second group company); everything from level 3 down sits under 3+ levels of
 *   corporate shareholders;
 * - **crossHolding**: a pyramid where a subsidiary holds 5–20 % of an ancestor (a cycle);
 * - **nominee**: an operating company at the end of a chain of 100 % shells, each with a different person as legal
 *   representative, all registered at one address; a nominee holds a token stake in the operating company.
 *
 * Entries 0–2 are the showcase companies of `lib/sample-data` (curated figures and names, same keys) and 3–8 the
 * partnerships and holding companies above them, so their UBOs come out as the curated KYC reports state.
 */
import { Faker, base, en, zh_CN } from '@faker-js/faker';
import { pinyin } from 'pinyin-pro';
import { companies, type OfficerRole } from '@/lib/sample-data/companies';
import { ckeys as showcaseCkeys } from '@/lib/sample-data/keys';
import { showcaseStatementAnchors } from '@/lib/sample-data/statements';
import enSample from '@/messages/en-US/sampleData.json';
import zhSample from '@/messages/zh-CN/sampleData.json';
import { containsDenylisted } from './denylist';
import { ckeyOf, kycNoOf, registrySize } from './keys';
import { placeIn, placeInLife, sixMonthsBefore } from './life';
import { memo, romanizeName, romanizeTradeName } from './romanize';
import { indexRegistry } from './store';

import type {
  CaseCause,
  CourtCase,
  Enterprise,
  EnterpriseStatus,
  Holding,
  NewsEntry,
  OwnershipPattern,
  Person,
  Registry,
  RegistryCompanyType,
} from './types';
import { sampleUscc } from './uscc';
import {
  cities,
  cityOf,
  holdingPhrases,
  industryPhrases,
  orgForms,
  roadKinds,
  roadWords,
  tradeNameHeads,
  tradeNameTails,
  type City,
  type IndustryPhrase,
  type OrgForm,
} from './vocab';

export { cityOf } from './vocab';
export { corporateDepth, indexRegistry, registryHash } from './store';

/** Toneless pinyin syllables of a Chinese string (pinyin-pro, context-aware for polyphones). */
export const pinyinSyllables = memo((text: string): string[] =>
  pinyin(text, { toneType: 'none', type: 'array', v: true }),
);

/** English rendering of a 2- or 4-character trade name (the site's one romanisation, `romanize.ts`): 青禾远航 → Qinghe Yuanhang. */
export function tradeNameEn(tradeName: string): string {
  return romanizeTradeName(tradeName);
}

/** First letter of each syllable, used to keep 字号 initials unique. */
function initialsOf(text: string): string {
  return pinyinSyllables(text)
    .map((s) => s[0])
    .join('');
}

/** Keeps the first word of each distinct pair of initials, so head + tail initials identify a 字号. */
function distinctByInitials(words: readonly string[]): string[] {
  const seen = new Set<string>();
  return words.filter((w) => {
    const k = initialsOf(w);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

interface Group {
  pattern: OwnershipPattern;
  members: number[];
}

/** The structure of one generated group before names are drawn: who holds whom. */
interface Draft {
  depth: number;
  holding: boolean;
  /** Corporate holders inside the group: draft index → share in 0.1 % units. */
  parents: { draft: number; units: number }[];
  nomineeShell?: boolean;
}

/** Splits `total` units (0.1 %) into `n` positive parts, larger first. */
function split(f: Faker, total: number, n: number): number[] {
  if (n <= 1) return [total];
  const weights = Array.from({ length: n }, () => f.number.float({ min: 0.2, max: 1 }) ** 2);
  const sum = weights.reduce((a, b) => a + b, 0);
  const parts = weights.map((w) => Math.max(10, Math.floor((w / sum) * total)));
  const diff = total - parts.reduce((a, b) => a + b, 0);
  parts[0] += diff;
  if (parts[0] <= 0) return [total];
  return parts.sort((a, b) => b - a);
}

const isoDate = (d: Date) => d.toISOString().slice(0, 10);
/**
 * Generates the registry. Pure apart from CPU time (≈ 1 s on the project machine; see `npm run bench:registry`).
 * @param seed the fixed seed (`registrySeed`); a different seed gives a different registry of the same shape
 * @param size number of enterprises, showcase ones included (default `registrySize`)
 */
export function generateRegistry(seed: number, size = registrySize): Registry {
  const f = new Faker({ locale: [zh_CN, en, base], seed });
  const persons = new Map<string, Person>();
  const enterprises: Enterprise[] = [];
  const asOf = new Date('2026-11-20T00:00:00Z');

  const heads = distinctByInitials(tradeNameHeads);
  const tails = distinctByInitials(tradeNameTails);
  const usedTradeNames = new Set<string>();
  const showcaseTradeNames = new Set(showcaseCkeys.map((k) => zhSample.sampleData.companies[k].shortName));

  const weighted = <T extends { weight: number }>(items: readonly T[]): T => {
    const total = items.reduce((s, i) => s + i.weight, 0);
    let r = f.number.float({ min: 0, max: total });
    for (const i of items) {
      r -= i.weight;
      if (r <= 0) return i;
    }
    return items[items.length - 1];
  };

  const newPerson = (name?: string, nameEn?: string): Person => {
    const id = `p${persons.size + 1}`;
    let zh = name;
    let enName = nameEn;
    if (!zh) {
      const last = f.person.lastName();
      const first = f.person.firstName();
      zh = last + first;
      enName = romanizeName(zh);
    }
    const person = { id, name: zh, nameEn: enName ?? zh };
    persons.set(id, person);
    return person;
  };
  const personByName = new Map<string, Person>();
  const curatedPerson = (zh: string, enName: string) => {
    const found = personByName.get(zh);
    if (found) return found;
    const person = newPerson(zh, enName);
    personByName.set(zh, person);
    return person;
  };

  /** A fresh 字号 and its pinyin (per word, so each word's pinyin is computed once). */
  const drawTradeName = (): { name: string; syllables: string[] } => {
    for (;;) {
      const head = f.helpers.arrayElement(heads);
      const tail = f.helpers.arrayElement(tails);
      const name = head + tail;
      if (usedTradeNames.has(name) || showcaseTradeNames.has(name) || containsDenylisted(name)) continue;
      usedTradeNames.add(name);
      return { name, syllables: [...pinyinSyllables(head), ...pinyinSyllables(tail)] };
    }
  };

  /** A date in [from, to]; when `to` is earlier (a short-lived company), `to` itself. */
  const dateBetween = (from: string, to: Date) => {
    const start = new Date(from);
    return isoDate(start.getTime() >= to.getTime() ? to : f.date.between({ from: start, to }));
  };

  /**
   * A date of a company's life: drawn exactly as `dateBetween(from, drawTo)` draws (the same faker draws, so every
   * company after this one is unchanged), then moved to the same relative position in [max(from, floor), ceil]
   * (`placeInLife`): `floor` is the founding date, `ceil` the last day the record can carry (the status date of a
   * revoked or deregistered company, else the snapshot date).
   */
  const lifeDate = (from: string, drawTo: Date, floor: string, ceil: string): string =>
    placeInLife(dateBetween(from, drawTo), from, isoDate(drawTo), floor, ceil);

  const composeName = (
    trade: string,
    syllables: string[],
    phrase: IndustryPhrase | null,
    form: OrgForm,
    city: City,
    style: number,
  ) => {
    const cityShort = city.zh.replace(/市$/, '');
    const formZh = orgForms[form].zh;
    const formEn = orgForms[form].en;
    const phraseZh = form === 'partnership' ? '' : (phrase?.zh ?? '');
    const phraseEn = form === 'partnership' ? '' : (phrase?.en ?? '');
    const tradeEn = tradeNameEn(trade);
    const enParts = [tradeEn, phraseEn, formEn].filter(Boolean).join(' ');
    if (style === 0) return { name: `${cityShort}${trade}${phraseZh}${formZh}`, nameEn: `${city.en} ${enParts}` };
    if (style === 1 && form !== 'partnership')
      return { name: `${trade}${phraseZh}（${cityShort}）${formZh}`, nameEn: `${enParts} (${city.en})` };
    return { name: `${trade}${phraseZh}${formZh}`, nameEn: enParts };
  };

  const statusOf = (risk: number): EnterpriseStatus => {
    const r = f.number.float();
    if (risk > 0.85 && r < 0.35) return 'revoked';
    if (r < 0.04) return 'deregistered';
    if (r < 0.07) return 'movedOut';
    if (r < 0.09) return 'revoked';
    return r < 0.62 ? 'active' : 'operating';
  };

  const capitalSteps = [
    1_000_000, 2_000_000, 5_000_000, 10_000_000, 20_000_000, 30_000_000, 50_000_000, 100_000_000, 200_000_000,
  ];

  /** Draws everything about an enterprise except its holders (filled by the group) and its officers. */
  const baseEnterprise = (
    index: number,
    opts: { holding: boolean; form: OrgForm; city: City; established: string; pattern: OwnershipPattern },
  ): Enterprise => {
    const { name: trade, syllables } = drawTradeName();
    const phrase = opts.holding ? weighted(holdingPhrases) : weighted(industryPhrases);
    const style = f.helpers.weightedArrayElement([
      { weight: 6, value: 0 },
      { weight: 2, value: 1 },
      { weight: 2, value: 2 },
    ]);
    const { name, nameEn } = composeName(trade, syllables, phrase, opts.form, opts.city, style);
    const risk = Math.min(1, f.number.float() ** 1.6 + (opts.pattern === 'nominee' ? 0.2 : 0));
    const formerNames: Enterprise['formerNames'] = [];
    if (f.number.float() < 0.22) {
      // Dated within the company's life below, once its status (drawn later) is known.
      const until = dateBetween(opts.established, asOf);
      const kind = f.number.int({ min: 0, max: 2 });
      let former;
      if (kind === 0 && opts.form === 'jointStock')
        former = composeName(trade, syllables, phrase, 'llc', opts.city, style);
      else if (kind <= 1 && opts.form !== 'partnership') {
        let other = weighted(industryPhrases);
        if (other.zh === phrase.zh)
          other = industryPhrases[(industryPhrases.indexOf(other) + 1) % industryPhrases.length];
        former = composeName(trade, syllables, other, opts.form, opts.city, style);
      } else former = composeName(trade, syllables, phrase, opts.form, opts.city, style === 0 ? 2 : 0);
      if (former.name !== name) formerNames.push({ ...former, until });
    }
    const employees = opts.holding
      ? f.number.int({ min: 3, max: 25 })
      : Math.round(Math.exp(f.number.float({ min: Math.log(8), max: Math.log(2400) })));
    const capital = opts.holding
      ? f.helpers.arrayElement(capitalSteps.slice(4))
      : f.helpers.arrayElement(capitalSteps.slice(0, 8));
    const revenue = opts.holding
      ? employees * 400_000
      : Math.round((employees * f.number.int({ min: 250_000, max: 1_500_000 })) / 10_000) * 10_000;
    const margin = 0.12 - risk * 0.22 + f.number.float({ min: -0.03, max: 0.03 });
    const assets = Math.round((revenue * f.number.float({ min: 0.6, max: 1.8 })) / 10_000) * 10_000;
    const leverage = 0.3 + risk * 0.55;
    const status = statusOf(risk);
    const ended = status === 'deregistered' || status === 'revoked';
    // The draw of the status date, as it always was (from 2024); placed after the founding date (`lastActive`).
    const drawnEnd = ended ? dateBetween('2024-01-01', asOf) : isoDate(asOf);
    const lastActive = ended
      ? placeInLife(drawnEnd, '2024-01-01', isoDate(asOf), opts.established, isoDate(asOf))
      : drawnEnd;
    /** A record date within the company's life: drawn in [from, drawnEnd] as always, placed in [founding, lastActive]. */
    const recordDate = (from: string) => lifeDate(from, new Date(drawnEnd), opts.established, lastActive);
    for (const n of formerNames)
      n.until = placeInLife(n.until, opts.established, isoDate(asOf), opts.established, lastActive);

    const judicial: CourtCase[] = [];
    const nCases = Math.min(8, Math.floor(risk * 7 * f.number.float({ min: 0.3, max: 1.2 })));
    const causes: CaseCause[] = ['sale', 'loan', 'lease', 'construction', 'service', 'labour', 'transport', 'ip'];
    for (let i = 0; i < nCases; i++) {
      const kind = f.helpers.weightedArrayElement([
        { weight: 6, value: 'civil' as const },
        { weight: 2, value: 'enforcement' as const },
        { weight: 1, value: 'preservation' as const },
        { weight: 1, value: 'labour' as const },
      ]);
      const role = f.number.float() < 0.25 + (1 - risk) * 0.4 ? 'plaintiff' : 'defendant';
      judicial.push({
        id: `j${i + 1}`,
        date: recordDate('2023-01-01'),
        kind,
        role,
        cause: kind === 'labour' ? 'labour' : f.helpers.arrayElement(causes.filter((c) => c !== 'labour')),
        amount: Math.round(f.number.int({ min: 20_000, max: Math.max(60_000, revenue / 20) }) / 1000) * 1000,
        status: kind === 'enforcement' ? 'ongoing' : f.helpers.arrayElement(['pending', 'closed', 'settled'] as const),
        court: f.number.float() < 0.8 ? 'basic' : 'intermediate',
      });
    }
    judicial.sort((a, b) => b.date.localeCompare(a.date));
    const enforcement =
      risk > 0.55
        ? Array.from({ length: f.number.int({ min: 1, max: 3 }) }, (_, i) => ({
            id: `x${i + 1}`,
            date: recordDate('2024-01-01'),
            amount: Math.round(f.number.int({ min: 50_000, max: Math.max(100_000, revenue / 10) }) / 1000) * 1000,
            performedPct: f.number.int({ min: 0, max: 80 }),
          }))
        : [];
    const dishonest =
      risk > 0.8 && f.number.float() < 0.6
        ? [
            {
              id: 'd1',
              date: recordDate('2024-06-01'),
              amount: enforcement[0]?.amount ?? 500_000,
              reason: f.helpers.arrayElement(['evasion', 'falseDeclaration', 'refusal'] as const),
            },
          ]
        : [];
    const penalties =
      f.number.float() < 0.1 + risk * 0.4
        ? Array.from({ length: f.number.int({ min: 1, max: 2 }) }, (_, i) => ({
            id: `a${i + 1}`,
            date: recordDate('2022-01-01'),
            reason: f.helpers.arrayElement(['tax', 'environment', 'labelling', 'safety', 'filing'] as const),
            amount: f.helpers.arrayElement([2_000, 5_000, 10_000, 20_000, 50_000, 100_000]),
          }))
        : [];
    const news: NewsEntry[] = Array.from({ length: f.number.int({ min: 2, max: 6 }) }, (_, i) => {
      const negative = f.number.float() < 0.1 + risk * 0.6;
      const sentiment: NewsEntry['sentiment'] = negative
        ? 'negative'
        : f.number.float() < 0.55
          ? 'positive'
          : 'neutral';
      const topic =
        sentiment === 'negative'
          ? f.helpers.arrayElement(['dispute', 'arrears', 'inspection'] as const)
          : sentiment === 'positive'
            ? f.helpers.arrayElement(['expansion', 'award', 'contract', 'product'] as const)
            : f.helpers.arrayElement(['hiring', 'contract', 'product'] as const);
      // News runs to the snapshot; a revoked or deregistered company's last news comes in its last six months.
      const drawn = dateBetween('2026-05-21', asOf);
      const lastHalfYear = sixMonthsBefore(lastActive);
      const date = ended
        ? placeIn(
            drawn,
            '2026-05-21',
            isoDate(asOf),
            lastHalfYear > opts.established ? lastHalfYear : opts.established,
            lastActive,
          )
        : placeInLife(drawn, '2026-05-21', isoDate(asOf), opts.established, lastActive);
      return { id: `n${i + 1}`, date, sentiment, topic };
    }).sort((a, b) => b.date.localeCompare(a.date));

    const branches =
      !opts.holding && f.number.float() < 0.15
        ? Array.from({ length: f.number.int({ min: 1, max: 3 }) }, () => {
            const bc = weighted(cities);
            return {
              name: `${name}${bc.zh.replace(/市$/, '')}分公司`,
              nameEn: `${nameEn.replace(/\.$/, '')}, ${bc.en} Branch`,
              cityCode: bc.code,
              established: lifeDate(opts.established, asOf, opts.established, lastActive),
            };
          }).filter((b, i, all) => all.findIndex((o) => o.name === b.name) === i)
        : [];

    const companyType: RegistryCompanyType =
      opts.form === 'partnership' ? 'partnership' : opts.form === 'jointStock' ? 'jointStock' : 'llcPrivate';
    // A region and a trade name can spell a real brand across their boundary (北京 + 东篱 → 京东): draw again.
    const allNames = [
      name,
      nameEn,
      ...formerNames.flatMap((n) => [n.name, n.nameEn]),
      ...branches.flatMap((b) => [b.name, b.nameEn]),
    ];
    if (allNames.some(containsDenylisted)) return baseEnterprise(index, opts);
    return {
      index,
      ckey: ckeyOf(index),
      kycNo: kycNoOf(index),
      name,
      nameEn,
      formerNames,
      abbreviation: trade,
      abbreviationEn: tradeNameEn(trade),
      abbreviationPinyin: syllables,
      uscc: sampleUscc(opts.city.code, index * 7919 + 10_000_000),
      legalRepId: '',
      registeredCapital: capital,
      paidInCapital: Math.round((capital * f.helpers.arrayElement([0.2, 0.4, 0.6, 0.8, 1, 1, 1])) / 10_000) * 10_000,
      established: opts.established,
      status,
      ...(ended ? { statusDate: lastActive } : {}),
      industry: phrase.section,
      industryPhrase: { zh: phrase.zh, en: phrase.en },
      cityCode: opts.city.code,
      companyType,
      orgForm: opts.form,
      employees,
      insuredStaff: Math.round(employees * f.number.float({ min: 0.6, max: 1 })),
      shareholders: [],
      officers: [],
      branches,
      judicial,
      enforcement,
      dishonest,
      penalties,
      news,
      financials: {
        year: 2025,
        revenue,
        netProfit: Math.round((revenue * margin) / 10_000) * 10_000,
        totalAssets: assets,
        totalLiabilities: Math.round((assets * leverage) / 10_000) * 10_000,
      },
      risk: Math.round(risk * 1000) / 1000,
      pattern: opts.pattern,
      address: {
        road: f.number.int({ min: 0, max: roadWords.length - 1 }),
        kind: f.number.int({ min: 0, max: roadKinds.length - 1 }),
        no: f.number.int({ min: 1, max: 999 }),
      },
    };
  };

  /** Officers by size and form; role uniqueness: one legal representative, one 总经理, one 董事长. */
  const assignOfficers = (e: Enterprise, pool: Person[]) => {
    const pick = (i: number) => (i < pool.length && f.number.float() < 0.7 ? pool[i] : newPerson());
    const roles: { person: Person; role: OfficerRole }[] = [];
    if (e.orgForm === 'partnership') {
      roles.push({ person: pick(0), role: 'executivePartner' });
    } else if (e.orgForm === 'jointStock' || e.employees > 200) {
      roles.push({ person: pick(0), role: 'chairman' });
      roles.push({ person: pick(1), role: 'directorGm' });
      for (let i = 0; i < f.number.int({ min: 1, max: 3 }); i++) roles.push({ person: newPerson(), role: 'director' });
      roles.push({ person: newPerson(), role: e.orgForm === 'jointStock' ? 'supervisorChair' : 'supervisor' });
      roles.push({ person: newPerson(), role: 'cfo' });
    } else {
      roles.push({ person: pick(0), role: 'executiveDirectorGm' });
      roles.push({ person: newPerson(), role: 'supervisor' });
      if (e.employees > 40) roles.push({ person: newPerson(), role: 'cfo' });
    }
    // A person holds one seat per company.
    const seen = new Set<string>();
    e.officers = roles
      .filter((r) => (seen.has(r.person.id) ? false : (seen.add(r.person.id), true)))
      .map((r) => ({ personId: r.person.id, role: r.role }));
    e.legalRepId = e.officers[0].personId;
  };

  const holdersFromUnits = (
    units: number[],
    ids: { kind: 'person' | 'enterprise'; id: string }[],
    on: string,
  ): Holding[] => units.map((u, i) => ({ kind: ids[i].kind, id: ids[i].id, pct: u / 10, subscribedOn: on }));

  // ---- Showcase companies and the holders above them (entries 0–8) ----------------------------------------------
  const showcaseCity: Record<string, string> = { c9f2a1e7b3: '3205', d4e8b6a2c1: '4201', a7c3e9f5d2: '3609' };
  const showcaseIndustry: Record<string, [IndustryPhrase['section'], string, string]> = {
    c9f2a1e7b3: ['C', '精密制造', 'Precision Manufacturing'],
    d4e8b6a2c1: ['G', '冷链物流', 'Cold Chain Logistics'],
    a7c3e9f5d2: ['C', '新材料科技', 'New Materials Technology'],
  };
  /** Holder entries above the showcase companies: [owner ckey, shareholder id, city, form, abbreviation, holders]. */
  const curatedHolders: [string, string, string, OrgForm, string, [string, number][]][] = [
    [
      'c9f2a1e7b3',
      's2',
      '3205',
      'partnership',
      '澄源',
      [
        ['沈知远', 10],
        ['', 18],
        ['', 18],
        ['', 18],
        ['', 18],
        ['', 18],
      ],
    ],
    [
      'c9f2a1e7b3',
      's4',
      '3205',
      'partnership',
      '临湖',
      [
        ['', 30],
        ['', 30],
        ['', 20],
        ['', 20],
      ],
    ],
    ['d4e8b6a2c1', 's2', '4201', 'llc', '岑仓', [['何映川', 100]]],
    [
      'a7c3e9f5d2',
      's1',
      '4403',
      'llc',
      '启屿控股',
      [
        ['梁承泽', 60],
        ['赵南乔', 40],
      ],
    ],
    [
      'a7c3e9f5d2',
      's2',
      '3609',
      'partnership',
      '新材基金',
      [
        ['', 20],
        ['', 20],
        ['', 20],
        ['', 20],
        ['', 20],
      ],
    ],
    [
      'a7c3e9f5d2',
      's5',
      '3609',
      'partnership',
      '启航',
      [
        ['', 24],
        ['', 19],
        ['', 19],
        ['', 19],
        ['', 19],
      ],
    ],
  ];
  /**
   * Dishonest-debtor entries of curated holders: the showcase's curated signal "控股股东被列为失信被执行人" (启屿新材,
   * risk r1: 深圳启屿控股, about 5,600 万元 unpaid, listed 2026-08-26) as a record of the holder itself, so screening and
   * the facts layer find it on the control chain. No random draw: the generated records are unchanged.
   */
  const curatedHolderDishonest: Record<string, Enterprise['dishonest']> = {
    'a7c3e9f5d2/s1': [{ id: 'd1', date: '2026-08-26', amount: 56_000_000, reason: 'refusal' }],
  };
  const holderIndex = new Map<string, number>();
  curatedHolders.forEach(([owner, sid], i) => holderIndex.set(`${owner}/${sid}`, showcaseCkeys.length + i));

  showcaseCkeys.forEach((ckey, index) => {
    const fig = companies[ckey];
    const zh = zhSample.sampleData.companies[ckey];
    const enText = enSample.sampleData.companies[ckey];
    const city = cityOf(showcaseCity[ckey]);
    const [section, phraseZh, phraseEn] = showcaseIndustry[ckey];
    const personFor = (zhName: string, enName: string) => curatedPerson(zhName, enName);
    const zhHolders = zh.shareholders as Record<string, string>;
    const enHolders = enText.shareholders as Record<string, string>;
    const shareholders: Holding[] = fig.shareholders.map((s) =>
      s.kind === 'person'
        ? {
            kind: 'person',
            id: personFor(zhHolders[s.id], enHolders[s.id]).id,
            pct: s.sharePct,
            subscribedOn: s.subscribedOn,
          }
        : {
            kind: 'enterprise',
            id: ckeyOf(holderIndex.get(`${ckey}/${s.id}`)!),
            pct: s.sharePct,
            subscribedOn: s.subscribedOn,
          },
    );
    const zhOfficers = zh.officers as Record<string, string>;
    const enOfficers = enText.officers as Record<string, string>;
    const officers = fig.officers.map((o) => ({
      personId: personFor(zhOfficers[o.id], enOfficers[o.id]).id,
      role: o.role,
    }));
    const judicial: CourtCase[] = fig.judicial.map((j) => ({
      id: j.id,
      date: j.date,
      kind: j.kind,
      role: j.role,
      cause: j.kind === 'labour' ? 'labour' : 'service',
      amount: j.amount,
      status: j.status,
      court: 'basic',
    }));
    const enforcementRisk = fig.risks.find((r) => r.category === 'enforcement');
    enterprises.push({
      index,
      ckey,
      kycNo: kycNoOf(index),
      name: zh.name,
      nameEn: enText.name,
      formerNames: [],
      abbreviation: zh.shortName,
      abbreviationEn: enText.shortName,
      abbreviationPinyin: pinyinSyllables(zh.shortName),
      uscc: fig.uscc,
      legalRepId: personFor(zh.legalRep, enText.legalRep).id,
      registeredCapital: fig.registeredCapital,
      paidInCapital: fig.paidInCapital,
      established: fig.established,
      status: 'active',
      industry: section,
      industryPhrase: { zh: phraseZh, en: phraseEn },
      cityCode: city.code,
      companyType: fig.companyType,
      orgForm: fig.companyType === 'jointStock' ? 'jointStock' : 'llc',
      employees: fig.employees,
      insuredStaff: fig.insuredStaff,
      shareholders,
      officers,
      branches: [],
      judicial,
      enforcement: enforcementRisk
        ? fig.judicial
            .filter((j) => j.kind === 'enforcement')
            .map((j, i) => ({ id: `x${i + 1}`, date: j.date, amount: j.amount, performedPct: 40 }))
        : [],
      dishonest: [],
      penalties: fig.risks
        .filter((r) => r.category === 'adminPenalty')
        .map((r, i) => ({ id: `a${i + 1}`, date: r.date, reason: 'filing', amount: 10_000 })),
      news: fig.news.map((n) => ({ id: n.id, date: n.date, sentiment: n.sentiment, topic: 'contract' })),
      // The curated anchors of the showcase statements (lib/sample-data/statements.ts), as for every company.
      financials: {
        year: 2025,
        revenue: showcaseStatementAnchors[ckey].revenue[3],
        netProfit: showcaseStatementAnchors[ckey].netProfit[2],
        totalAssets: showcaseStatementAnchors[ckey].totalAssets,
        totalLiabilities: showcaseStatementAnchors[ckey].totalLiabilities,
      },
      risk: fig.customer.riskLevel === 'high' ? 0.8 : fig.customer.riskLevel === 'medium' ? 0.5 : 0.15,
      pattern: 'showcase',
      address: { road: 0, kind: 0, no: 1 },
    });
  });

  curatedHolders.forEach(([owner, sid, cityCode, form, abbreviation, holders], i) => {
    const index = showcaseCkeys.length + i;
    const city = cityOf(cityCode);
    const owned = companies[owner as keyof typeof companies];
    const since = owned.shareholders.find((s) => s.id === sid)!.subscribedOn;
    const established = isoDate(new Date(new Date(since).getTime() - 90 * 86_400_000));
    const e = baseEnterprise(index, { holding: true, form, city, established, pattern: 'showcase' });
    usedTradeNames.delete(e.abbreviation);
    const zhName = (zhSample.sampleData.companies as Record<string, { shareholders: Record<string, string> }>)[owner]
      .shareholders[sid];
    const enName = (enSample.sampleData.companies as Record<string, { shareholders: Record<string, string> }>)[owner]
      .shareholders[sid];
    Object.assign(e, {
      name: zhName,
      nameEn: enName,
      abbreviation,
      abbreviationEn: tradeNameEn(abbreviation.slice(0, 2)),
      abbreviationPinyin: pinyinSyllables(abbreviation),
      formerNames: [],
      companyType: form === 'partnership' ? 'partnership' : 'llcPrivate',
      judicial: [],
      enforcement: [],
      dishonest: curatedHolderDishonest[`${owner}/${sid}`] ?? [],
      penalties: [],
      status: 'active',
      risk: 0.1,
    } satisfies Partial<Enterprise>);
    delete e.statusDate;
    const people = holders.map(([name]) => (name ? personByName.get(name)! : newPerson()));
    e.shareholders = holders.map(([, pct], k) => ({
      kind: 'person',
      id: people[k].id,
      pct,
      subscribedOn: established,
    }));
    assignOfficers(e, people);
    enterprises.push(e);
  });

  // ---- Generated groups -------------------------------------------------------------------------------------------
  const groups: Group[] = [];
  const addGroup = (pattern: OwnershipPattern, drafts: Draft[], city: City) => {
    const remaining = size - enterprises.length;
    if (remaining <= 0) return;
    const take = drafts.slice(0, remaining);
    const start = enterprises.length;
    const founders = Array.from({ length: f.number.int({ min: 1, max: 3 }) }, () => newPerson());
    const rootEstablished = dateBetween(pattern === 'standalone' ? '1998-01-01' : '2000-01-01', new Date('2019-12-31'));
    const members: number[] = [];
    take.forEach((d, k) => {
      const index = start + k;
      const memberCity = k === 0 || f.number.float() < 0.6 ? city : weighted(cities);
      const parentDate = d.parents.length
        ? (enterprises[start + d.parents[0].draft]?.established ?? rootEstablished)
        : rootEstablished;
      const established = k === 0 ? rootEstablished : dateBetween(parentDate, new Date('2025-06-30'));
      const form: OrgForm = d.holding || d.nomineeShell ? 'llc' : f.number.float() < 0.12 ? 'jointStock' : 'llc';
      const e = baseEnterprise(index, {
        holding: d.holding || !!d.nomineeShell,
        form,
        city: memberCity,
        established,
        pattern,
      });
      if (d.nomineeShell) {
        e.address = { ...(enterprises[start]?.address ?? e.address) };
        e.employees = f.number.int({ min: 0, max: 3 });
        e.insuredStaff = 0;
      }
      if (d.holding || d.nomineeShell) e.companyType = d.parents.length ? 'llcCorporate' : 'llcPrivate';
      enterprises.push(e);
      members.push(index);
    });
    // Shareholders: group parents first, people for the rest.
    take.forEach((d, k) => {
      const e = enterprises[start + k];
      const parentHoldings = d.parents.filter((p) => p.draft < take.length).map((p) => ({ ...p }));
      // A cross-holding added to a fully held company is carved out of its main parent's stake.
      const excess = parentHoldings.reduce((s, p) => s + p.units, 0) - 990;
      if (excess > 0) parentHoldings[0].units -= excess;
      const corporateUnits = parentHoldings.reduce((s, p) => s + p.units, 0);
      const restUnits = 1000 - corporateUnits;
      const holders: Holding[] = parentHoldings.map((p) => ({
        kind: 'enterprise',
        id: enterprises[start + p.draft].ckey,
        pct: p.units / 10,
        subscribedOn: e.established,
      }));
      if (restUnits > 0) {
        const nPeople = d.parents.length
          ? f.number.int({ min: 1, max: 2 })
          : d.nomineeShell
            ? 1
            : f.number.int({ min: 1, max: 4 });
        const people =
          d.parents.length || d.nomineeShell
            ? Array.from({ length: nPeople }, () => newPerson())
            : founders.slice(0, nPeople);
        while (people.length < nPeople) people.push(newPerson());
        const units = split(f, restUnits, people.length);
        holders.push(
          ...holdersFromUnits(
            units,
            people.map((p) => ({ kind: 'person' as const, id: p.id })),
            e.established,
          ),
        );
      }
      e.shareholders = holders;
      const pool = d.parents.length || d.nomineeShell ? [] : founders;
      assignOfficers(e, pool.length ? pool : holders.filter((h) => h.kind === 'person').map((h) => persons.get(h.id)!));
      // Group companies are run by the group's founder as chairman / executive director now and then.
      if (
        d.parents.length &&
        !d.nomineeShell &&
        f.number.float() < 0.5 &&
        e.officers[0].personId !== founders[0].id &&
        !e.officers.some((o) => o.personId === founders[0].id)
      ) {
        e.officers[0] = { ...e.officers[0], personId: founders[0].id };
        e.legalRepId = founders[0].id;
      }
    });
    groups.push({ pattern, members });
  };

  const pyramid = (maxDepth: number): Draft[] => {
    const drafts: Draft[] = [{ depth: 0, holding: true, parents: [] }];
    const grow = (parent: number, depth: number) => {
      if (depth > maxDepth) return;
      const n =
        depth === 1
          ? f.number.int({ min: 2, max: 3 })
          : depth === maxDepth
            ? f.number.int({ min: 0, max: 1 })
            : f.number.int({ min: 1, max: 2 });
      for (let i = 0; i < n; i++) {
        const units = f.number.float() < 0.4 ? 1000 : f.number.int({ min: 51, max: 90 }) * 10;
        const child: Draft = {
          depth,
          holding: depth < maxDepth && f.number.float() < 0.25,
          parents: [{ draft: parent, units }],
        };
        // Joint venture: a sibling-level group company takes part of the people's share.
        if (units < 1000 && drafts.length > 2 && f.number.float() < 0.2) {
          const other = f.number.int({ min: 1, max: drafts.length - 1 });
          if (other !== parent)
            child.parents.push({ draft: other, units: Math.min(1000 - units, f.number.int({ min: 5, max: 20 }) * 10) });
        }
        drafts.push(child);
        grow(drafts.length - 1, depth + 1);
      }
    };
    grow(0, 1);
    return drafts;
  };

  while (enterprises.length < size) {
    const city = weighted(cities);
    const r = f.number.float();
    if (r < 0.82) {
      addGroup('standalone', [{ depth: 0, holding: false, parents: [] }], city);
    } else if (r < 0.91) {
      addGroup('pyramid', pyramid(f.number.int({ min: 3, max: 4 })), city);
    } else if (r < 0.96) {
      const drafts = pyramid(f.number.int({ min: 2, max: 3 }));
      // Cross-holding: a deep member takes 5–20 % of an ancestor (the root or its own parent), cutting the people's share there.
      const member = drafts.length - 1;
      const target = f.number.float() < 0.5 ? 0 : drafts[member].parents[0].draft;
      const units = f.number.int({ min: 5, max: 20 }) * 10;
      drafts[target].parents.push({ draft: member, units });
      addGroup('crossHolding', drafts, city);
    } else {
      const shells = f.number.int({ min: 2, max: 3 });
      const drafts: Draft[] = [];
      for (let i = 0; i < shells; i++)
        drafts.push({
          depth: i,
          holding: false,
          nomineeShell: true,
          parents: i ? [{ draft: i - 1, units: 1000 }] : [],
        });
      drafts.push({
        depth: shells,
        holding: false,
        parents: [{ draft: shells - 1, units: f.number.int({ min: 95, max: 99 }) * 10 }],
      });
      addGroup('nominee', drafts, city);
    }
  }

  return indexRegistry(seed, enterprises, persons);
}
