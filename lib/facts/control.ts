/**
 * Control and beneficial ownership of one enterprise, by the rule the reports cite: 《受益所有人信息管理办法》
 * (中国人民银行、国家市场监督管理总局令〔2024〕第3号), Art. 6. Pure: it reads an `OwnershipGraph` (the registry provides
 * one, `ownershipGraph()` in lib/registry; tests craft their own) and computes, with the chain behind every conclusion:
 *
 * - **Effective ownership**: the product of the percentages along a chain of holdings, summed over every chain from
 *   the person to the enterprise. Chains are simple paths: one that would re-enter an enterprise already on it
 *   (a cross-holding loop) is cut there, and the loop is reported (`loops`). At most `maxDepth` levels.
 * - **Control (控制)**: a holder controls an enterprise when the votes it commands there exceed 50 % (absolute
 *   majority), or, failing that, when it commands at least 30 % and at least twice the next-largest voter
 *   (relative majority: votes that decide the shareholders' meeting; the 30 % presumption follows 《上市公司收购
 *   管理办法》 Art. 84). The votes a person commands are their own direct stake plus every stake held by an enterprise
 *   they control, so a chain of majority holdings is control however small the product of its percentages. Voting
 *   rights equal equity: the registry records no separate voting or profit-sharing agreements. Persons declared to
 *   act in concert (一致行动, `actingInConcert`) vote as one; if together they control, each of them controls
 *   jointly. A declared nominee (代持, `nomineeFor`) is read as its principal everywhere.
 * - **控股股东 (controlling shareholder)**: the direct holder whose own stake exceeds 50 %, or meets the relative-
 *   majority test above on direct stakes. Nobody else is one (a 16 % holder never is).
 * - **实际控制人 (actual controller)**: the natural person(s) at the top of the control chain: whoever controls the
 *   enterprise through the votes defined above, followed up through controlled holding companies. None when the chain
 *   ends in an uncontrolled enterprise or a loop.
 * - **受益所有人 (UBO, Art. 6)**: every natural person with effective ownership ≥ 25 % (`ownership`); every natural
 *   person who controls alone or jointly (`control`); only when nobody qualifies, the person in charge of day-to-day
 *   management (`seniorManager`: the general manager, else the legal representative), labelled as such.
 * - **子公司 vs 参股公司**: an enterprise this one controls (by the test above) is a subsidiary; one it merely holds a
 *   stake in is an investee (参股公司).
 */

/** One holding as the tracer sees it. */
export interface OwnershipLink {
  kind: 'person' | 'enterprise';
  id: string;
  /** Share of the enterprise, 0–100. */
  pct: number;
}

/** Read access to an ownership graph. */
export interface OwnershipGraph {
  /** The direct holders of an enterprise; undefined for an unknown key. */
  holders(ckey: string): readonly OwnershipLink[] | undefined;
  personName(id: string): string;
  /** The person in charge of day-to-day management (general manager, else legal representative), if any. */
  seniorManager(ckey: string): string | undefined;
  /** Optional: the principal a declared nominee (代持人) holds for. The registry records none. */
  nomineeFor?(personId: string): string | undefined;
  /** Optional: groups of persons declared to act in concert (一致行动人). The registry records none. */
  actingInConcert?(): readonly (readonly string[])[];
}

/** One link of a cited chain: `id` holds `pct` % of the next link's enterprise (the last link holds the subject). */
export interface ChainLink {
  kind: 'person' | 'enterprise';
  id: string;
  pct: number;
}
/** A chain from a holder down to the subject: links in order, each holding the next; the subject is implied. */
export type Chain = ChainLink[];

/** 受益所有人 criteria of Art. 6 this module models. */
export type UboBasis = 'ownership' | 'control' | 'seniorManager';

export interface UboEntry {
  personId: string;
  name: string;
  /** Effective ownership, 0–100, 2 decimals (0 for a senior manager holding nothing). */
  pct: number;
  /** The first of `bases` (ownership before control before seniorManager). */
  basis: UboBasis;
  bases: UboBasis[];
  /** Every ownership chain, from the person down to the enterprise: [personId, ckey…, subjectCkey]. */
  paths: string[][];
  /** The chain(s) through which the person controls (basis `control`), as links. */
  controlChains: Chain[];
  /** Acting with others (一致行动) to control. */
  joint: boolean;
}

/** Who controls an enterprise, and how. */
export interface ControlResult {
  /** How control is held: absolute (> 50 %) or relative majority of votes; null when nobody controls. */
  test: 'majority' | 'relative' | null;
  /** Natural person(s) at the top of the control chain (several when they act in concert). */
  persons: string[];
  /** An uncontrolled enterprise at the top, when the chain ends in one (or in a loop). */
  topEnterprise?: string;
  /** Votes the controller commands in the enterprise, 0–100. */
  votes: number;
  /** Chains of control, each from a controlling person (or the top enterprise) down to the subject. */
  chains: Chain[];
}

export interface ControllingShareholder {
  kind: 'person' | 'enterprise';
  id: string;
  pct: number;
  test: 'majority' | 'relative';
}

export interface OwnershipAnalysis {
  ckey: string;
  /** Effective shares of every natural person, largest first. */
  owners: { personId: string; pct: number; paths: string[][] }[];
  controllingShareholder: ControllingShareholder | null;
  control: ControlResult;
  ubos: UboEntry[];
  /** Cross-holding loops met while tracing upward, each as the enterprises around it (first = last). */
  loops: string[][];
}

export const uboThreshold = 25;
export const majorityPct = 50;
export const relativeMajorityPct = 30;
export const defaultMaxDepth = 12;

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Holders with nominees replaced by their principals (stakes of the same holder merged). */
function holdersOf(graph: OwnershipGraph, ckey: string): OwnershipLink[] {
  const out = new Map<string, OwnershipLink>();
  for (const h of graph.holders(ckey) ?? []) {
    const id = h.kind === 'person' ? (graph.nomineeFor?.(h.id) ?? h.id) : h.id;
    const key = `${h.kind}:${id}`;
    const prev = out.get(key);
    if (prev) prev.pct += h.pct;
    else out.set(key, { kind: h.kind, id, pct: h.pct });
  }
  return [...out.values()];
}

/**
 * Effective shares of every natural person in `ckey` (0–100, unrounded), with their chains, and the loops met.
 * @param maxDepth levels of corporate holders followed (default 12)
 */
export function effectiveOwnership(graph: OwnershipGraph, ckey: string, maxDepth = defaultMaxDepth) {
  const shares = new Map<string, { pct: number; paths: string[][] }>();
  const loops: string[][] = [];
  const loopKeys = new Set<string>();
  const chain: string[] = [ckey];
  const walk = (node: string, factor: number, depth: number) => {
    for (const h of holdersOf(graph, node)) {
      const share = factor * (h.pct / 100);
      if (share <= 0) continue;
      if (h.kind === 'person') {
        const entry = shares.get(h.id) ?? { pct: 0, paths: [] };
        entry.pct += share * 100;
        entry.paths.push([h.id, ...[...chain].reverse()]);
        shares.set(h.id, entry);
      } else if (chain.includes(h.id)) {
        const loop = [...chain.slice(chain.indexOf(h.id)), h.id];
        const key = [...loop.slice(0, -1)].sort().join('>');
        if (!loopKeys.has(key)) {
          loopKeys.add(key);
          loops.push(loop);
        }
      } else if (depth < maxDepth) {
        chain.push(h.id);
        walk(h.id, share, depth + 1);
        chain.pop();
      }
    }
  };
  walk(ckey, 1, 0);
  return { shares, loops };
}

/** A voter in an enterprise: a person, a group acting in concert, or an uncontrolled enterprise. */
interface Voter {
  key: string;
  persons: string[];
  enterprise?: string;
  votes: number;
  /** How the votes reach the enterprise: each a chain down to (and excluding) it. */
  chains: Chain[];
}

/** Decides control among voters: absolute majority, else relative majority (≥ 30 % and ≥ 2× the next). */
function decide<T extends { votes: number }>(voters: T[]): { winner: T; test: 'majority' | 'relative' } | null {
  const sorted = [...voters].sort((a, b) => b.votes - a.votes);
  const [first, second] = sorted;
  if (!first) return null;
  const v = round2(first.votes);
  if (v > majorityPct) return { winner: first, test: 'majority' };
  if (v >= relativeMajorityPct && v >= 2 * round2(second?.votes ?? 0)) return { winner: first, test: 'relative' };
  return null;
}

/**
 * Who controls `ckey` (see the module comment): votes aggregated by ultimate controller, upward through controlled
 * holding companies; an enterprise already on the chain (a loop) votes as itself.
 */
export function controlOf(graph: OwnershipGraph, ckey: string, maxDepth = defaultMaxDepth): ControlResult {
  const groups = graph.actingInConcert?.() ?? [];
  const groupOf = new Map<string, readonly string[]>();
  for (const g of groups) for (const p of g) groupOf.set(p, g);

  const resolve = (node: string, stack: string[]): ControlResult => {
    const voters = new Map<string, Voter>();
    const add = (v: Omit<Voter, 'chains'> & { chain: Chain[] }) => {
      const cur = voters.get(v.key);
      if (cur) {
        cur.votes += v.votes;
        cur.chains.push(...v.chain);
      } else
        voters.set(v.key, {
          key: v.key,
          persons: v.persons,
          enterprise: v.enterprise,
          votes: v.votes,
          chains: [...v.chain],
        });
    };
    for (const h of holdersOf(graph, node)) {
      if (h.pct <= 0) continue;
      if (h.kind === 'person') {
        const g = groupOf.get(h.id);
        add({
          key: g ? `g:${[...g].sort().join('+')}` : `p:${h.id}`,
          persons: g ? [...g] : [h.id],
          votes: h.pct,
          chain: [[{ kind: 'person', id: h.id, pct: h.pct }]],
        });
        continue;
      }
      const upper = stack.includes(h.id) || stack.length > maxDepth ? null : resolve(h.id, [...stack, h.id]);
      const link: ChainLink = { kind: 'enterprise', id: h.id, pct: h.pct };
      if (upper && upper.test && upper.persons.length) {
        const key = upper.persons.length > 1 ? `g:${[...upper.persons].sort().join('+')}` : `p:${upper.persons[0]}`;
        add({ key, persons: upper.persons, votes: h.pct, chain: upper.chains.map((c) => [...c, link]) });
      } else if (upper && upper.test && upper.topEnterprise) {
        add({
          key: `e:${upper.topEnterprise}`,
          persons: [],
          enterprise: upper.topEnterprise,
          votes: h.pct,
          chain: upper.chains.map((c) => [...c, link]),
        });
      } else add({ key: `e:${h.id}`, persons: [], enterprise: h.id, votes: h.pct, chain: [[link]] });
    }
    const d = decide([...voters.values()]);
    if (!d) return { test: null, persons: [], votes: 0, chains: [] };
    const w = d.winner;
    return { test: d.test, persons: w.persons, topEnterprise: w.enterprise, votes: round2(w.votes), chains: w.chains };
  };
  return resolve(ckey, [ckey]);
}

/** The 控股股东 of `ckey` by direct stakes (> 50 %, or relative majority), or null. */
export function controllingShareholderOf(graph: OwnershipGraph, ckey: string): ControllingShareholder | null {
  const d = decide(holdersOf(graph, ckey).map((h) => ({ ...h, votes: h.pct })));
  return d ? { kind: d.winner.kind, id: d.winner.id, pct: round2(d.winner.pct), test: d.test } : null;
}

/**
 * The full analysis of one enterprise: effective owners, 控股股东, control and 实际控制人, UBOs by Art. 6 and the
 * loops met. An unknown ckey gives empty results.
 */
export function analyseOwnership(graph: OwnershipGraph, ckey: string, maxDepth = defaultMaxDepth): OwnershipAnalysis {
  const { shares, loops } = effectiveOwnership(graph, ckey, maxDepth);
  const owners = [...shares.entries()]
    .map(([personId, s]) => ({ personId, pct: round2(Math.min(100, s.pct)), paths: s.paths }))
    .sort((a, b) => b.pct - a.pct || a.personId.localeCompare(b.personId));
  const control = controlOf(graph, ckey, maxDepth);
  const byPerson = new Map<string, UboEntry>();
  const entry = (personId: string): UboEntry => {
    let u = byPerson.get(personId);
    if (!u) {
      const o = owners.find((x) => x.personId === personId);
      u = {
        personId,
        name: graph.personName(personId),
        pct: o?.pct ?? 0,
        basis: 'ownership',
        bases: [],
        paths: o?.paths ?? [],
        controlChains: [],
        joint: false,
      };
      byPerson.set(personId, u);
    }
    return u;
  };
  for (const o of owners) if (o.pct >= uboThreshold) entry(o.personId).bases.push('ownership');
  if (control.test && control.persons.length) {
    for (const p of control.persons) {
      const u = entry(p);
      u.bases.push('control');
      u.joint = control.persons.length > 1;
      u.controlChains = control.chains.filter((c) => c[0]?.id === p || control.persons.length > 1);
    }
  }
  let ubos = [...byPerson.values()];
  if (!ubos.length) {
    const manager = graph.seniorManager(ckey);
    if (manager) {
      const u = entry(manager);
      u.bases.push('seniorManager');
      ubos = [u];
    }
  }
  for (const u of ubos) u.basis = u.bases[0];
  ubos.sort(
    (a, b) =>
      Number(b.bases.includes('control')) - Number(a.bases.includes('control')) ||
      b.pct - a.pct ||
      a.personId.localeCompare(b.personId),
  );
  return { ckey, owners, controllingShareholder: controllingShareholderOf(graph, ckey), control, ubos, loops };
}

/** The UBOs of an enterprise (see `analyseOwnership`). */
export function computeUbo(graph: OwnershipGraph, ckey: string): UboEntry[] {
  return analyseOwnership(graph, ckey).ubos;
}

/**
 * Whether `holder` controls `ckey`, i.e. `ckey` is its 子公司: `holder` is the 控股股东 of `ckey`, or of an enterprise
 * that is (a chain of controlling shareholders up to `holder`, loops cut). A stake without control makes `ckey` a
 * 参股公司 of `holder`.
 */
export function controls(graph: OwnershipGraph, holder: string, ckey: string, maxDepth = defaultMaxDepth): boolean {
  const seen = new Set<string>([ckey]);
  let node = ckey;
  for (let depth = 0; depth <= maxDepth; depth++) {
    const c = controllingShareholderOf(graph, node);
    if (!c) return false;
    if (c.id === holder) return true;
    if (c.kind !== 'enterprise') return false;
    if (seen.has(c.id)) return false;
    seen.add(c.id);
    node = c.id;
  }
  return false;
}
