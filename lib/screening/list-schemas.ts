/** zod schemas of the screening lists and of a list hit (`GET /api/screening-lists`, the KYC and name-list answers, OpenAPI). */
import { z } from 'zod';

const listId = z.enum(['hx-pep', 'hx-sanctions']);
const category = z.enum([
  'pepNational',
  'pepProvincial',
  'pepSoe',
  'pepRelative',
  'sanctionsFinancial',
  'sanctionsTrade',
  'sanctionsEntity',
]);
const region = z.object({ zh: z.string(), en: z.string() });

export const listEntrySchema = z
  .object({
    id: z.string().meta({ description: 'W-0001… (persons), E-0001… (entities).' }),
    listId,
    kind: z.enum(['person', 'entity']),
    name: z.string().meta({ description: 'Chinese name as listed.' }),
    nameEn: z.string().meta({ description: 'Pinyin (persons: family name first, ü kept) or English name (entities).' }),
    aliases: z
      .array(z.object({ system: z.enum(['traditional', 'wadeGiles', 'cantonese']), name: z.string() }))
      .optional()
      .meta({ description: 'Persons: traditional characters, Wade-Giles, Hong Kong Cantonese romanisation.' }),
    category,
    birthYear: z.number().int().optional(),
    birthDate: z.string().nullable().optional().meta({ description: 'ISO date when the list states it.' }),
    nationality: z.literal('CN').optional(),
    uscc: z.string().optional().meta({ description: 'Entities: 统一社会信用代码.' }),
    region,
    listedOn: z.string(),
  })
  .meta({ id: 'ScreeningListEntry' });

export const screeningListsResponseSchema = z
  .object({
    lists: z.array(
      z.object({
        id: listId,
        name: z.string().meta({ description: 'The list’s name in the answer’s locale.' }),
        kind: z.enum(['pep', 'sanctions']),
        version: z.string(),
        date: z.string().meta({ description: 'Date of this version (ISO).' }),
        size: z.number().int(),
        csv: z.string().meta({ description: 'Path of the list as CSV.' }),
        entries: z.array(listEntrySchema),
      }),
    ),
    sample: z.literal(true),
  })
  .meta({ id: 'ScreeningLists' });

const component = z.object({
  id: z.enum(['name', 'birth', 'identifier']),
  weight: z.number(),
  value: z.number().meta({ description: '0–1.' }),
  points: z.number().meta({ description: 'value × weight × 100; the points add up to the strength.' }),
  method: z
    .enum(['exact', 'traditional', 'romanisation', 'romanisationClose', 'homophone', 'oneCharacter', 'entityClose'])
    .optional(),
  matchedForm: z.enum(['chinese', 'pinyin', 'traditional', 'wadeGiles', 'cantonese', 'english']).optional(),
  matchedText: z.string().optional(),
  similarity: z.number().optional(),
  gapYears: z.number().int().nullable().optional(),
  result: z.enum(['same', 'different', 'notGiven']).optional(),
  subject: z.string().nullable().optional(),
  entry: z.string().optional(),
});

export const listHitSchema = z
  .object({
    entry: listEntrySchema,
    list: z.object({ id: listId, version: z.string(), date: z.string() }),
    screenedName: z.string().meta({ description: 'The name this hit was matched on.' }),
    nameSource: z
      .enum(['entered', 'idNumber', 'registry'])
      .meta({ description: 'entered: typed by the user; idNumber: the registry name the ID number resolves to.' }),
    strength: z.number().int().meta({ description: '0–100 = Σ component points, rounded.' }),
    band: z.enum(['exact', 'strong', 'possible']),
    threshold: z.number().int().meta({ description: 'Hits below it are not reported (70).' }),
    components: z.array(component),
  })
  .meta({ id: 'ScreeningListHit' });

/** A name that was screened, as the side-by-side view shows it. */
export const screenedSubjectSchema = z
  .object({
    name: z.string(),
    source: z.enum(['entered', 'idNumber', 'registry']),
    zh: z.string().nullable().meta({ description: 'Chinese form, when the name is in Chinese characters.' }),
    romanised: z.string().nullable().meta({ description: 'Pinyin of a Chinese name, or the Latin name as entered.' }),
    birthDate: z.string().nullable().optional(),
    birthYear: z.number().int().nullable().optional(),
    region: z.string().nullable().optional(),
  })
  .meta({ id: 'ScreenedSubject' });
export type ScreenedSubject = z.infer<typeof screenedSubjectSchema>;

/** The answer of `POST /api/screening/names` (lib/screening/name-list.ts). */
export const nameListResponseSchema = z
  .object({
    threshold: z.number().int().meta({ description: 'Hits below it are not reported (70).' }),
    lists: z.array(z.object({ id: listId, version: z.string(), date: z.string() })),
    rows: z.array(
      z.object({
        line: z.number().int().meta({ description: 'The line of the pasted text (1-based; blank lines counted).' }),
        subject: screenedSubjectSchema,
        hits: z
          .array(listHitSchema)
          .meta({ description: 'Strongest first; empty when no entry reaches the threshold.' }),
      }),
    ),
    summary: z.object({ names: z.number().int(), withHits: z.number().int() }),
  })
  .meta({ id: 'NameListScreeningResponse' });
