/**
 * Ultimate beneficial owners (受益所有人) of registry enterprises. The rule (《受益所有人信息管理办法》 Art. 6: ownership
 * ≥ 25 % summed over chains with cycles cut, control alone or jointly, else the day-to-day manager) lives in the facts
 * layer, `lib/facts/control.ts`; this module re-exports it for the registry's API and older imports.
 */
export {
  computeUbo,
  effectiveOwnership,
  uboThreshold,
  type OwnershipGraph,
  type OwnershipLink,
  type UboEntry,
} from '@/lib/facts/control';
