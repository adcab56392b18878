/**
 * The ownership facts of a company (`companyFacts().ownership`, lib/facts) with names in the page's locale, as the
 * profile, the KYC report, the AI reports and their PDFs render them: 控股股东, 实际控制人 with the chain it controls
 * through, 受益所有人 with their ownership and control chains, cross-holding loops, 子公司 and 参股公司. Nothing here
 * decides anything: it names what the facts layer concluded. Serialisable (passed to client components).
 */
import { companyFacts, type Chain, type UboBasis } from '@/lib/facts';
import { localName } from './local-name';
import type { Registry } from './types';

/** One link of a chain as shown: the holder's name and the share it holds in the next link (or the subject). */
export interface ChainLinkView {
  id: string;
  name: string;
  pct: number;
}

/** A UBO as the pages show it. */
export interface UboView {
  personId: string;
  name: string;
  /** Effective ownership, 0–100. */
  pct: number;
  basis: UboBasis;
  bases: UboBasis[];
  /** How the person qualifies, one label key of `aiReport.ownership.control`. */
  control: 'ownership' | 'ownershipAndControl' | 'control' | 'jointControl' | 'seniorManager';
  /** Ownership chains (person first); each link holds `pct` % of the next, the last holds the subject. */
  paths: ChainLinkView[][];
  /** Control chains (basis control). */
  controlPaths: ChainLinkView[][];
}

export interface OwnershipView {
  controllingShareholder: { id: string; name: string; pct: number; test: 'majority' | 'relative' } | null;
  /** 实际控制人 (empty when there is none) with the chains they control through and the votes they command. */
  actualControllers: { id: string; name: string }[];
  controlVotes: number;
  controlPaths: ChainLinkView[][];
  ubos: UboView[];
  /** Cross-holding loops, each as the enterprises' names around it (first = last). */
  loops: string[][];
  subsidiaries: { ckey: string; name: string; pct: number }[];
  investees: { ckey: string; name: string; pct: number }[];
  clear: boolean;
}

/** The locale's name of a person id or an enterprise ckey (`localName`: the Chinese name when there is no English one). */
export function partyName(registry: Registry, id: string, locale: string): string {
  const party = registry.byCkey.get(id) ?? registry.persons.get(id);
  return party ? localName(party, locale) : id;
}

/** The ownership view of a registry company in a locale. */
export function ownershipViewOf(ckey: string, registry: Registry, locale: string): OwnershipView {
  const o = companyFacts(ckey, registry).ownership;
  const name = (id: string) => partyName(registry, id, locale);
  const chain = (c: Chain): ChainLinkView[] => c.map((l) => ({ id: l.id, name: name(l.id), pct: l.pct }));
  const pctOf = (holder: string, held: string) =>
    registry.byCkey.get(held)?.shareholders.find((h) => h.id === holder)?.pct ?? 0;
  const pathView = (path: string[]): ChainLinkView[] =>
    path.slice(0, -1).map((id, i) => ({ id, name: name(id), pct: pctOf(id, path[i + 1]) }));
  const ubos = o.ubos.map((u): UboView => {
    const own = u.bases.includes('ownership');
    const ctl = u.bases.includes('control');
    return {
      personId: u.personId,
      name: name(u.personId),
      pct: u.pct,
      basis: u.basis,
      bases: u.bases,
      control:
        own && ctl
          ? 'ownershipAndControl'
          : own
            ? 'ownership'
            : ctl
              ? u.joint
                ? 'jointControl'
                : 'control'
              : 'seniorManager',
      paths: u.paths.map(pathView),
      controlPaths: u.controlChains.map(chain),
    };
  });
  const cs = o.controllingShareholder;
  return {
    controllingShareholder: cs ? { id: cs.id, name: name(cs.id), pct: cs.pct, test: cs.test } : null,
    actualControllers: o.actualControllers.map((p) => ({ id: p.id, name: name(p.id) })),
    controlVotes: o.controlVotes,
    controlPaths: o.controlChains.map(chain),
    ubos,
    loops: o.loops.map((l) => l.map(name)),
    subsidiaries: o.subsidiaries.map((s) => ({ ...s, name: name(s.ckey) })),
    investees: o.investees.map((s) => ({ ...s, name: name(s.ckey) })),
    clear: o.clear,
  };
}
