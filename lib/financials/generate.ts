/**
 * Three years (2023–2025) of balance sheet, income statement and cash-flow statement for a registry enterprise,
 * generated from its record with its own seeded stream (`companyStream(seed, ckey, 'statements')`): the registry's
 * records are not changed, and the same company always gets the same statements.
 *
 * Anchors: 2025's revenue, net profit, total assets and total liabilities are the record's `financials` (the figures
 * the profile shows); a record without them (the curated showcase companies) gets them from its revenue and latent
 * risk. Earlier years are walked back with growth and margin noise. The statements are consistent by construction:
 * each balance sheet balances (equity = assets − liabilities), and the cash-flow statement is derived from the
 * balance-sheet changes (indirect method), so it reconciles to the change in cash to the yuan.
 *
 * Riskier records (latent `risk`) more often get the patterns red-flag rules look for: receivables outgrowing
 * revenue (with operating cash flow lagging profit), thin liquidity and heavy leverage.
 */
import type { Enterprise } from '@/lib/registry/types';
import { isShowcase } from '@/lib/sample-data/keys';
import { showcaseStatementAnchors } from '@/lib/sample-data/statements';
import { openingYear, statementYears, type BalanceLine, type Statements, type YearFigures } from './lines';
import { companyStream } from './stream';

const round = (n: number) => Math.round(n);
const r1000 = (n: number) => Math.round(n / 1000) * 1000;

interface Anchor {
  revenue: number;
  netProfit: number;
  totalAssets: number;
  totalLiabilities: number;
}

/** Balance sheet at one year-end (base lines; totals added by `withTotals`). */
type Balance = Pick<
  Record<BalanceLine, number>,
  | 'BS01'
  | 'BS02'
  | 'BS03'
  | 'BS04'
  | 'BS06'
  | 'BS07'
  | 'BS09'
  | 'BS10'
  | 'BS11'
  | 'BS13'
  | 'BS15'
  | 'BS16'
  | 'BS19'
  | 'BS20'
  | 'BS21'
>;

function withTotals(b: Balance): Record<BalanceLine, number> {
  const BS05 = b.BS01 + b.BS02 + b.BS03 + b.BS04;
  const BS08 = BS05 + b.BS06 + b.BS07 + b.BS19;
  const BS12 = b.BS09 + b.BS10 + b.BS11;
  const BS14 = BS12 + b.BS13 + b.BS20 + b.BS21;
  const BS17 = b.BS15 + b.BS16;
  return { ...b, BS05, BS08, BS12, BS14, BS17, BS18: BS14 + BS17 };
}

const zeroBalance = (): Record<BalanceLine, number> =>
  withTotals({
    BS01: 0,
    BS02: 0,
    BS03: 0,
    BS04: 0,
    BS06: 0,
    BS07: 0,
    BS09: 0,
    BS10: 0,
    BS11: 0,
    BS13: 0,
    BS15: 0,
    BS16: 0,
    BS19: 0,
    BS20: 0,
    BS21: 0,
  });

/**
 * Whether the company filed statements for `year`: it existed at the year's end (founded on or before 31 December)
 * and had not been revoked or deregistered by then.
 */
export function filedFor(e: Pick<Enterprise, 'established' | 'statusDate'>, year: number): boolean {
  const end = `${year}-12-31`;
  return e.established <= end && !(e.statusDate && e.statusDate <= end);
}

/** The statements of a registry enterprise (pure: same record and seed → same statements). */
export function generateStatements(e: Enterprise, seed: number): Statements {
  const s = companyStream(seed, e.ckey, 'statements');
  const risk = e.risk;
  const baseRevenue = Math.max(1_000_000, e.financials.revenue);
  const anchor: Anchor =
    e.financials.totalAssets > 0
      ? {
          revenue: baseRevenue,
          netProfit: e.financials.netProfit,
          totalAssets: e.financials.totalAssets,
          totalLiabilities: e.financials.totalLiabilities,
        }
      : (() => {
          const ta = r1000(baseRevenue * s.float(0.7, 1.4));
          return {
            revenue: baseRevenue,
            netProfit: r1000(baseRevenue * (0.12 - risk * 0.22)),
            totalAssets: ta,
            totalLiabilities: r1000(ta * (0.3 + risk * 0.55)),
          };
        })();

  // Does this company show the receivables / cash-conversion pattern? Likelier with risk.
  const stretching = s.next() < 0.05 + risk * 0.4;
  const service = ['I', 'L', 'M', 'O', 'P', 'Q', 'R', 'K', 'H', 'J'].includes(e.industry);
  const n = statementYears.length + 1; // year-ends 2022..2025
  // Walk revenue, margin, assets and leverage back from 2025 (index 3) to 2022 (index 0).
  const revenue: number[] = new Array(n);
  const margin: number[] = new Array(n);
  const assets: number[] = new Array(n);
  const leverage: number[] = new Array(n);
  const curated = isShowcase(e.ckey) ? showcaseStatementAnchors[e.ckey] : null;
  revenue[n - 1] = anchor.revenue;
  margin[n - 1] = anchor.netProfit / anchor.revenue;
  assets[n - 1] = anchor.totalAssets;
  leverage[n - 1] = anchor.totalLiabilities / anchor.totalAssets;
  for (let i = n - 2; i >= 0; i--) {
    const growth = s.normal(0.1 - risk * 0.12, 0.08);
    revenue[i] = curated ? curated.revenue[i] : revenue[i + 1] / (1 + Math.max(-0.35, growth));
    margin[i] = margin[i + 1] + s.normal(risk * 0.02, 0.015);
    assets[i] = assets[i + 1] / (1 + Math.max(-0.3, growth + s.normal(0, 0.04)));
    leverage[i] = Math.min(0.97, Math.max(0.08, leverage[i + 1] - s.normal(risk * 0.03, 0.03)));
  }
  const grossMargin = Math.max(0.12, s.float(service ? 0.3 : 0.12, service ? 0.55 : 0.32));
  // Days of receivables, inventory and payables at 2022; stretching companies add receivable days every year.
  const dso0 = s.float(25, 90);
  const dsoStep = stretching ? s.float(25, 55) : s.normal(0, 4);
  const dio0 = service ? s.float(0, 12) : s.float(30, 110);
  const dpo0 = s.float(25, 80);
  const cashShare = Math.max(0.02, s.float(0.06, 0.2) - risk * 0.05);
  const otherCurrentShare = s.float(0.02, 0.07);
  const ppeShare = s.float(0.65, 0.9);
  const paidIn = Math.min(
    e.paidInCapital > 0 ? e.paidInCapital : e.registeredCapital,
    Math.max(0, r1000(assets[0] * (1 - leverage[0]) * 0.6)),
  );
  const stbShare = s.float(0.25, 0.5) + risk * 0.2;
  const interestRate = s.float(0.035, 0.06) + risk * 0.02;
  const taxRate = s.float(0.15, 0.25);

  const balances: Record<BalanceLine, number>[] = [];
  for (let i = 0; i < n; i++) {
    const ta = r1000(assets[i]);
    const tl = r1000(ta * leverage[i]);
    const cogs = revenue[i] * (1 - grossMargin);
    let ar = (revenue[i] * Math.max(5, dso0 + dsoStep * i)) / 365;
    let inv = (cogs * (dio0 + (stretching ? i * s.float(0, 8) : 0))) / 365;
    let cash = ta * cashShare;
    let oca = ta * otherCurrentShare;
    const current = ar + inv + cash + oca;
    if (current > ta * 0.9) {
      const k = (ta * 0.9) / current;
      ar *= k;
      inv *= k;
      cash *= k;
      oca *= k;
    }
    const BS01 = round(cash);
    const BS02 = round(ar);
    const BS03 = round(inv);
    const BS04 = round(oca);
    const nonCurrent = ta - (BS01 + BS02 + BS03 + BS04);
    const BS06 = round(nonCurrent * ppeShare);
    const BS07 = nonCurrent - BS06;
    const BS10 = round(Math.min(tl * 0.6, (cogs * dpo0) / 365));
    const borrow = tl - BS10;
    const BS09 = round(borrow * Math.min(0.9, stbShare));
    const BS11 = round((borrow - BS09) * 0.25);
    const BS13 = tl - BS10 - BS09 - BS11;
    const equity = ta - tl;
    const BS15 = paidIn;
    balances.push(
      withTotals({
        BS01,
        BS02,
        BS03,
        BS04,
        BS06,
        BS07,
        BS09,
        BS10,
        BS11,
        BS13,
        BS15,
        BS16: equity - BS15,
        BS19: 0,
        BS20: 0,
        BS21: 0,
      }),
    );
  }
  // Leases and long-term payables (issue 38), from their own stream so the draws above are unchanged: part of the
  // other non-current assets is right-of-use assets (more for service companies, which rent), matched by lease
  // liabilities carved out of long-term debt, and some long-term payables (equipment bought on instalment).
  const l = companyStream(seed, e.ckey, 'leases');
  const rouShare = l.float(service ? 0.3 : 0.1, service ? 0.7 : 0.4);
  const leaseCover = l.float(0.8, 0.95);
  const payableShare = l.next() < 0.3 ? l.float(0.05, 0.2) : 0;
  for (let i = 0; i < n; i++) {
    const b = balances[i];
    const BS19 = round(b.BS07 * rouShare);
    const BS20 = Math.min(b.BS13, round(BS19 * leaseCover));
    const BS21 = round((b.BS13 - BS20) * payableShare);
    balances[i] = withTotals({ ...b, BS07: b.BS07 - BS19, BS19, BS13: b.BS13 - BS20 - BS21, BS20, BS21 });
  }
  // No balance sheet before the company was founded: its first year opens from nothing.
  for (let i = 0; i < n; i++) if (e.established > `${openingYear + i}-12-31`) balances[i] = zeroBalance();

  const years = statementYears.map((year, k) => {
    const i = k + 1;
    const b = balances[i];
    const p = balances[i - 1];
    const IS01 = r1000(revenue[i]);
    const IS05 = round(p.BS06 * s.float(0.07, 0.12));
    // Interest on borrowings, leases and long-term payables alike (the long-term debt the lease lines are carved from).
    const debt = (x: Record<BalanceLine, number>) => x.BS09 + x.BS13 + x.BS20 + x.BS21;
    const IS07 = round(((debt(p) + debt(b)) / 2) * interestRate);
    const IS09 = curated ? curated.netProfit[k] : i === n - 1 ? anchor.netProfit : r1000(IS01 * margin[i]);
    const IS08 = IS09 > 0 ? round((IS09 / (1 - taxRate)) * taxRate) : 0;
    const IS06 = IS09 + IS07 + IS08;
    // Selling and admin costs at least 3 % of revenue: cost of sales gives way (gross margin follows profit). A
    // showcase company's curated gross margin and net profit are met exactly (its costs take the difference).
    const drawnIS04 = Math.max(round(IS01 * 0.03), round(IS01 * grossMargin * s.float(0.96, 1.04)) - IS05 - IS06);
    const IS04 = curated ? Math.max(0, round((IS01 * curated.grossMarginPct[k]) / 100) - IS05 - IS06) : drawnIS04;
    const IS03 = IS04 + IS05 + IS06;
    const IS02 = IS01 - IS03;
    const CF01 = IS09;
    const CF02 = IS05;
    const CF03 = -(b.BS02 - p.BS02);
    const CF04 = -(b.BS03 - p.BS03);
    const CF05 = b.BS10 - p.BS10;
    const CF06 = -(b.BS04 - p.BS04) + (b.BS11 - p.BS11);
    const CF07 = CF01 + CF02 + CF03 + CF04 + CF05 + CF06;
    const CF08 = -(b.BS06 - p.BS06 + IS05);
    const CF09 = -(b.BS07 + b.BS19 - (p.BS07 + p.BS19));
    const CF10 = CF08 + CF09;
    const CF11 = b.BS09 - p.BS09 + (b.BS13 + b.BS20 + b.BS21 - (p.BS13 + p.BS20 + p.BS21));
    const CF12 = b.BS15 - p.BS15 + (b.BS16 - p.BS16) - IS09;
    const CF13 = CF11 + CF12;
    const CF14 = CF07 + CF10 + CF13;
    const CF15 = p.BS01;
    const CF16 = CF15 + CF14;
    const lines: YearFigures = {
      ...b,
      IS01,
      IS02,
      IS03,
      IS04,
      IS05,
      IS06,
      IS07,
      IS08,
      IS09,
      CF01,
      CF02,
      CF03,
      CF04,
      CF05,
      CF06,
      CF07,
      CF08,
      CF09,
      CF10,
      CF11,
      CF12,
      CF13,
      CF14,
      CF15,
      CF16,
    };
    return { year, lines };
  });
  // Only the years the company filed for; the opening balance sheet is the year-end before the first of them.
  const first = years.findIndex((y) => filedFor(e, y.year));
  const filed = years.filter((y) => filedFor(e, y.year));
  return { source: 'registry', opening: balances[Math.max(0, first)], years: filed };
}
