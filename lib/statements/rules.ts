/**
 * Thresholds of the bank-statement anomaly rules, with where each comes from. Amounts are in fen (CNY cents).
 *
 * The reporting thresholds are those of 《金融机构大额交易和可疑交易报告管理办法》 (中国人民银行令〔2016〕第3号,
 * amended by 中国人民银行令〔2018〕第2号), Article 5: a financial institution reports a large-value transaction when,
 * in one day, single or cumulative
 *   (1) cash receipts or payments reach RMB 50,000 (含) (or USD 10,000 equivalent);
 *   (2) transfers between a non-natural-person customer's account and other accounts reach RMB 2,000,000 (含)
 *       (or USD 200,000);
 *   (3) domestic transfers of a natural-person customer reach RMB 500,000 (含) (or USD 100,000);
 *   (4) cross-border transfers of a natural-person customer reach RMB 200,000 (含) (or USD 10,000).
 * The statements analysed here are enterprise (non-natural-person) accounts, so (1) and (2) apply. "Just under"
 * (90–100 % of a threshold) and the clustering window are this product's own heuristics, as are the round-sum,
 * night-time and fast in-and-out rules: they are common red flags in bank-statement review, not legal thresholds.
 */

const yuan = (n: number) => Math.round(n * 100);

export const statementRules = {
  /** 大额交易 thresholds (Art. 5 of the measures above), fen. */
  reportingThresholds: {
    cash: yuan(50_000),
    corporateTransfer: yuan(2_000_000),
  },
  /** A transaction is "just under" a threshold from this fraction of it up to (not including) the threshold. */
  justUnderFrom: 0.9,
  /** Just-under transactions in the same direction (and, for transfers, with the same counterparty) within this many days form one cluster. */
  structuringWindowDays: 7,
  /**
   * Court deductions: money taken from the account by a court or another enforcing authority (法院扣划, 司法扣划,
   * 司法冻结扣款, 协助执行扣划 …), read from the memo or the counterparty name. Any amount: a deduction means the
   * holder has an enforced judgment debt, which a lender wants to see whatever its size.
   */
  courtDeductionText:
    /法院扣划|司法扣划|司法冻结扣款|冻结扣划|司法扣款|强制扣划|强制执行扣款|协助执行|执行扣划|扣划款|court deduction|court[- ]ordered|garnish|judicial (?:deduction|freeze)/i,
  /** Counterparty names that are courts or enforcement offices (an outflow to one reads as a deduction too). */
  courtCounterparty: /人民法院|执行局|court/i,
  /** Memo words that mark a cash transaction. */
  cashMemo: /现金|现钞|取现|存现|现金缴存|ATM|cash/i,
  /** Round sums: at least this amount and a whole multiple of `roundUnit`. */
  roundMin: yuan(100_000),
  roundUnit: yuan(10_000),
  /** Night-time: from 22:00 to 06:00 (local time of the statement), at least this amount. 00:00:00 is read as "no time" (date-only postings). */
  nightFrom: '22:00:00',
  nightTo: '06:00:00',
  nightMin: yuan(10_000),
  /**
   * Fast in-and-out (快进快出, pass-through): an inflow of at least `fastMin` passed on within `fastWindowHours` by an
   * outflow (or up to `fastMaxLegs` outflows to one counterparty) of `fastBandLow`–`fastBandHigh` of its amount. Only
   * outflows that could be the same money count: not payroll, tax, rent, debt service, fees, dividends, court
   * deductions, recurring fixed payments, or a loan's 受托支付 to the supplier it financed (classify.ts).
   */
  fastMin: yuan(50_000),
  fastBandLow: 0.9,
  fastBandHigh: 1.05,
  fastWindowHours: 24,
  fastMaxLegs: 3,
  /**
   * Possible diversion of financing (融资资金回流关联方): after a financing inflow (loan, lease or sale-and-leaseback
   * proceeds, capital) of at least `diversionMin`, outflows to related parties of the holder within
   * `diversionWindowHours` that add up to at least `diversionMinShare` of it. Related parties: the registry's
   * ownership graph of the holder, names in the statement's title block (关联方：…) and names the visitor lists.
   */
  diversionMin: yuan(500_000),
  diversionWindowHours: 72,
  diversionMinShare: 0.3,
  /**
   * Recurring fixed payments (rent, instalments, payroll at a fixed sum): the same amount to (or from) the same
   * counterparty at least `recurringMin` times, in as many different months. They are recognised as such and never
   * reported as round sums.
   */
  recurringMin: 3,
  /** A counterparty resolves to a registry entity from this score up. */
  matchMin: 0.85,
  /** Top counterparties listed. */
  topCounterparties: 10,
} as const;

/** Where the thresholds come from, for the UI and the PDF (one string per locale). */
export const statementRuleSource = {
  'zh-CN': '《金融机构大额交易和可疑交易报告管理办法》（中国人民银行令〔2016〕第3号，2018年修改）第五条',
  'en-US':
    'Administrative Measures for Financial Institutions’ Reporting of Large-Value and Suspicious Transactions (PBoC Order No. 3 [2016], amended 2018), Article 5',
} as const;
