/**
 * The entity source the demos use: the sample registry of issue 10 (`./registry-source.ts` over `lib/registry/`).
 */
import { registrySource } from './registry-source';
import type { EntitySource } from './types';

export const entitySource: EntitySource = registrySource;
export type {
  EntityMatch,
  EntityResolver,
  EntityRiskLookup,
  EntitySource,
  OwnershipLookup,
  RelatedParty,
  SourceRef,
} from './types';
