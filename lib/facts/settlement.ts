/**
 * The direction of a company's monthly settlement flows (结算流水), read the way a reader reads the chart: the first
 * month against the last of the series. Rising above +5 %, falling below −5 %, else stable. The 360° view's note and
 * the dashboard's chart summary both state this result, with the two figures it compares.
 */
export const settlementTrendBand = 5;

export interface SettlementTrend {
  direction: 'rising' | 'falling' | 'stable';
  /** First and last month (`YYYY-MM`) and their flows (CNY). */
  fromMonth: string;
  toMonth: string;
  from: number;
  to: number;
  /** (to − from) / from × 100; 0 when the first month is 0. */
  changePct: number;
}

/** Trend of a monthly series (oldest first); null for fewer than two months. */
export function settlementTrendOf(monthly: readonly { month: string; settlement: number }[]): SettlementTrend | null {
  if (monthly.length < 2) return null;
  const first = monthly[0];
  const last = monthly[monthly.length - 1];
  const changePct = first.settlement ? ((last.settlement - first.settlement) / first.settlement) * 100 : 0;
  const direction =
    changePct > settlementTrendBand ? 'rising' : changePct < -settlementTrendBand ? 'falling' : 'stable';
  return {
    direction,
    fromMonth: first.month,
    toMonth: last.month,
    from: first.settlement,
    to: last.settlement,
    changePct,
  };
}
