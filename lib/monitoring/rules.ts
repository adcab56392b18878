/**
 * The alert rules of portfolio monitoring (贷后预警), as data: each rule names the signal type it reads, its
 * severity, and its condition as a predicate over one dated signal. The condition in words and the suggested action of
 * each rule live in `messages/<locale>/riskDemos.json` under `riskDemos.monitoring.rules.<id>` (both locales). The
 * first rule in this list whose signal type and condition match a signal raises the alert, so specific rules come
 * before general ones of the same signal type. Amounts are CNY in yuan.
 */

/**
 * An alert's severity, set by the rule that raised it (and, through `eventSeverity` in lib/facts/events.ts, of a
 * dated event on every page). Not a company's risk level (`RiskLevel` in lib/sample-data/companies.ts).
 */
export type Severity = 'high' | 'medium' | 'low';
export const severities = ['high', 'medium', 'low'] as const satisfies readonly Severity[];

/** Registry section a signal is drawn from (the evidence's source category). */
export type SignalType =
  'litigation' | 'enforcement' | 'dishonest' | 'equityFreeze' | 'penalty' | 'news' | 'registration';
export const signalTypes = [
  'litigation',
  'enforcement',
  'dishonest',
  'equityFreeze',
  'penalty',
  'news',
  'registration',
] as const satisfies readonly SignalType[];

/** One dated record of a monitored company, reduced to what rules read. */
export interface Signal {
  type: SignalType;
  /** Record id within the company (`j3`, `x1`, `r2`…); cited as `<ckey>/<recordId>`. */
  recordId: string;
  date: string;
  /** Claim, enforcement, penalty or frozen amount in yuan, when the record has one. */
  amount?: number;
  /** Litigation: the company's role; registration: what changed; news: the topic; penalty: the reason. */
  detail: string;
  /** Litigation: case kind (civil, enforcement, preservation, labour). Registration: the new status. */
  sub?: string;
  /** Registration changes: size of a shareholding change in percentage points; capital: to / from. */
  ratio?: number;
  /** News: sentiment. */
  sentiment?: 'positive' | 'neutral' | 'negative';
}

export interface AlertRule {
  /** Stable id, e.g. `R-LIT-01`. */
  id: string;
  signal: SignalType;
  severity: Severity;
  when: (s: Signal) => boolean;
}

const million = 1_000_000;
const defendant = (s: Signal) => s.detail === 'defendant';

/** Every rule, specific before general within a signal type. */
export const alertRules: readonly AlertRule[] = [
  { id: 'R-LIT-01', signal: 'litigation', severity: 'high', when: (s) => defendant(s) && s.sub === 'preservation' },
  { id: 'R-LIT-02', signal: 'litigation', severity: 'high', when: (s) => defendant(s) && (s.amount ?? 0) >= million },
  { id: 'R-LIT-03', signal: 'litigation', severity: 'medium', when: (s) => defendant(s) && s.sub !== 'labour' },
  { id: 'R-LIT-04', signal: 'litigation', severity: 'low', when: (s) => defendant(s) && s.sub === 'labour' },
  { id: 'R-ENF-01', signal: 'enforcement', severity: 'high', when: () => true },
  { id: 'R-DIS-01', signal: 'dishonest', severity: 'high', when: () => true },
  { id: 'R-EQF-01', signal: 'equityFreeze', severity: 'high', when: () => true },
  {
    id: 'R-PEN-01',
    signal: 'penalty',
    severity: 'medium',
    when: (s) => s.detail === 'environment' || s.detail === 'safety' || (s.amount ?? 0) >= 50_000,
  },
  { id: 'R-PEN-02', signal: 'penalty', severity: 'low', when: () => true },
  {
    id: 'R-NEWS-01',
    signal: 'news',
    severity: 'medium',
    when: (s) => s.sentiment === 'negative' && (s.detail === 'arrears' || s.detail === 'dispute'),
  },
  { id: 'R-NEWS-02', signal: 'news', severity: 'low', when: (s) => s.sentiment === 'negative' },
  { id: 'R-REG-01', signal: 'registration', severity: 'high', when: (s) => s.detail === 'status' },
  {
    id: 'R-REG-02',
    signal: 'registration',
    severity: 'high',
    when: (s) => s.detail === 'capital' && (s.ratio ?? 1) < 1,
  },
  { id: 'R-REG-03', signal: 'registration', severity: 'medium', when: (s) => s.detail === 'legalRep' },
  {
    id: 'R-REG-04',
    signal: 'registration',
    severity: 'medium',
    when: (s) => s.detail === 'shareholder' && (s.ratio ?? 0) >= 10,
  },
  { id: 'R-REG-05', signal: 'registration', severity: 'low', when: (s) => s.detail === 'address' },
];

/** The rule that a signal raises, or undefined when none applies (a plaintiff case, a positive news item…). */
export function ruleFor(signal: Signal, rules: readonly AlertRule[] = alertRules): AlertRule | undefined {
  return rules.find((r) => r.signal === signal.type && r.when(signal));
}

/** Rule ids in list order. */
export const ruleIds = alertRules.map((r) => r.id);
