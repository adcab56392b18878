/**
 * Dated registration changes (工商变更) and equity freezes (股权冻结) of registry enterprises, generated with the
 * registry but in their own seeded streams (`streams.ts`: registry seed + ckey + `changes`), so the original records
 * are unchanged. Pure functions of an enterprise's record: they agree with it (a change's "after" value is what the
 * record holds now; a revoked company's last change is its status). Everything is fictional sample data.
 *
 * Record ids: `r<n>` for changes, `f<n>` for freezes, unique within the enterprise (cited as `<ckey>/<id>`).
 */
import { registrySeed } from './keys';
import { factsAsOf } from '@/lib/facts/as-of';
import { seededStream } from './streams';
import type { Enterprise, EnterpriseStatus } from './types';

export type ChangeKind = 'legalRep' | 'shareholder' | 'capital' | 'address' | 'status';

/** One registration change. Amounts in yuan, percentages 0–100. */
export type RegistrationChange = { id: string; date: string } & (
  | { kind: 'legalRep'; fromPersonId: string; toPersonId: string }
  | { kind: 'shareholder'; holderKind: 'person' | 'enterprise'; holderId: string; fromPct: number; toPct: number }
  | { kind: 'capital'; from: number; to: number }
  | { kind: 'address'; from: Enterprise['address']; to: Enterprise['address'] }
  | { kind: 'status'; from: EnterpriseStatus; to: EnterpriseStatus }
);

/** A freeze of a shareholder's equity in the enterprise, ordered by a court. */
export interface EquityFreeze {
  id: string;
  date: string;
  /** Holder whose stake is frozen (person id or enterprise ckey). */
  holderId: string;
  holderKind: 'person' | 'enterprise';
  /** Share of registered capital frozen, 0–100. */
  pct: number;
  /** Frozen equity value in yuan (share × registered capital). */
  amount: number;
  /** Days the freeze lasts (3 years is the statutory maximum per order). */
  termDays: number;
}

const abnormal: EnterpriseStatus[] = ['revoked', 'deregistered', 'movedOut'];
const cache = new WeakMap<Enterprise, { changes: RegistrationChange[]; freezes: EquityFreeze[] }>();

function build(e: Enterprise, seed: number) {
  const s = seededStream(seed, e.ckey, 'changes');
  const from = e.established > '2023-01-01' ? e.established : '2023-01-01';
  const changes: RegistrationChange[] = [];
  const isAbnormal = abnormal.includes(e.status);
  // The status change closes the record of a revoked / deregistered / moved-out company; other changes come before.
  // The stream's draw of the status date stays (later draws unchanged); the record's own status date wins.
  const drawnStatusDate = isAbnormal ? s.date(from < '2024-01-01' ? '2024-01-01' : from, factsAsOf) : factsAsOf;
  const statusDate = e.statusDate ?? drawnStatusDate;
  const n = s.next() < 0.3 + e.risk * 0.6 ? s.int(1, 1 + Math.floor(e.risk * 3)) : 0;
  const otherPeople = [
    ...new Set([
      ...e.officers.map((o) => o.personId),
      ...e.shareholders.filter((h) => h.kind === 'person').map((h) => h.id),
    ]),
  ].filter((p) => p !== e.legalRepId);
  const used = new Set<ChangeKind>();
  for (let i = 0; i < n; i++) {
    const kind = s.pick<ChangeKind>(['legalRep', 'shareholder', 'shareholder', 'capital', 'address']);
    if (used.has(kind)) continue;
    used.add(kind);
    const date = s.date(from, statusDate);
    if (kind === 'legalRep') {
      if (otherPeople.length === 0) continue;
      changes.push({ id: '', date, kind, fromPersonId: s.pick(otherPeople), toPersonId: e.legalRepId });
    } else if (kind === 'shareholder') {
      const h = s.pick(e.shareholders);
      if (!h) continue;
      const delta = Math.round((s.next() * 40 - 20) * 10) / 10;
      const fromPct = Math.min(100, Math.max(0, Math.round((h.pct - delta) * 10) / 10));
      if (fromPct === h.pct) continue;
      changes.push({ id: '', date, kind, holderKind: h.kind, holderId: h.id, fromPct, toPct: h.pct });
    } else if (kind === 'capital') {
      // Risky companies more often reduce capital (减资); others increase it.
      const reduce = s.next() < e.risk * 0.7;
      const factor = reduce ? s.pick([1.5, 2, 4]) : s.pick([0.2, 0.4, 0.5]);
      changes.push({
        id: '',
        date,
        kind,
        from: Math.round((e.registeredCapital * factor) / 10_000) * 10_000,
        to: e.registeredCapital,
      });
    } else {
      const before = { road: (e.address.road + s.int(1, 5)) % 16, kind: e.address.kind, no: s.int(1, 999) };
      changes.push({ id: '', date, kind: 'address', from: before, to: e.address });
    }
  }
  if (isAbnormal) changes.push({ id: '', date: statusDate, kind: 'status', from: 'active', to: e.status });
  changes.sort((a, b) => b.date.localeCompare(a.date) || a.kind.localeCompare(b.kind));
  changes.forEach((c, i) => (c.id = `r${changes.length - i}`));

  const freezes: EquityFreeze[] = [];
  if (e.risk > 0.45 && s.next() < 0.2 + e.risk * 0.5 && e.shareholders.length > 0) {
    const count = s.int(1, e.risk > 0.8 ? 2 : 1);
    for (let i = 0; i < count; i++) {
      const h = s.pick(e.shareholders);
      const pct = h.pct;
      freezes.push({
        id: '',
        date: s.date(from < '2024-01-01' ? '2024-01-01' : from, statusDate),
        holderId: h.id,
        holderKind: h.kind,
        pct,
        amount: Math.round((e.registeredCapital * pct) / 100 / 1000) * 1000,
        termDays: 1095,
      });
    }
    freezes.sort((a, b) => b.date.localeCompare(a.date));
    freezes.forEach((f, i) => (f.id = `f${freezes.length - i}`));
  }
  return { changes, freezes };
}

function records(e: Enterprise, seed = registrySeed) {
  if (seed !== registrySeed) return build(e, seed);
  let r = cache.get(e);
  if (!r) cache.set(e, (r = build(e, seed)));
  return r;
}

/** The enterprise's registration changes, newest first (may be empty). */
export function registrationChanges(e: Enterprise, seed = registrySeed): RegistrationChange[] {
  return records(e, seed).changes;
}

/**
 * The date of the enterprise's current status when it is abnormal (吊销 / 注销: `Enterprise.statusDate`; 迁出: its
 * status change), else null. The registration changes end on it.
 */
export function statusDateOf(e: Enterprise, seed = registrySeed): string | null {
  if (!abnormal.includes(e.status)) return null;
  return records(e, seed).changes.find((c) => c.kind === 'status')!.date;
}

/** Court-ordered freezes of shareholders' equity in the enterprise, newest first (may be empty). */
export function equityFreezes(e: Enterprise, seed = registrySeed): EquityFreeze[] {
  return records(e, seed).freezes;
}
