/**
 * The entity source the demos use. Until the sample registry (issue 10, `lib/registry/`) lands this is the
 * showcase source over the 3 showcase companies; wiring the registry is this one line.
 */
import { showcaseSource } from './showcase';
import type { EntitySource } from './types';

export const entitySource: EntitySource = showcaseSource;
export type { EntityMatch, EntityResolver, EntityRiskLookup, EntitySource, OwnershipLookup, RelatedParty, SourceRef } from './types';
