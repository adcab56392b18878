/**
 * `POST /api/kyc-individual` — individual KYC with consent: JSON `{ name, idNumber, consent: true }` → 200
 * `KycIndividualResult`: identity consistency (GB 11643 check character, name match, age and sex from the number),
 * roles in registry companies (legal representative, officer, shareholder %, UBO %), judicial records (consumption
 * restrictions naming them; dishonest-debtor and enforcement entries of companies they represent), and screening
 * against the fictional PEP and sanctions lists (`lib/screening/name-screening.ts`): the name entered, and the
 * registry name of the number's person when it differs, each hit saying which (`screenedName`, `nameSource`), with
 * its strength, band, threshold and components. Errors, localized: 400 `consent` (not ticked), `format` /
 * `birthDate` / `checksum` (malformed number), 404 `realLooking` (a valid number outside the sample range: real
 * numbers are never looked up) or `notInRegistry`. The ID number is never stored or logged: this handler logs nothing
 * and the answer does not repeat it.
 */
import type { Locale } from '@/i18n/routing';
import { personCompanies } from '@/lib/judicial';
import { runJudicial } from '@/lib/judicial/handler';
import { getRegistry } from '@/lib/registry';
import { latinKey } from '@/lib/registry/matcher';
import { idNumberOf, personByIdNumber } from '@/lib/registry/person-ids';
import { factsAsOf } from '@/lib/facts';
import type { Registry } from '@/lib/registry/types';
import { romanizeName } from '@/lib/registry/romanize';
import { listVersionStamps, screeningLists } from '@/lib/screening/lists';
import { screenNames, screeningThreshold } from '@/lib/screening/name-screening';
import { json } from '@/lib/try-it/api';
import { demoError, readDemoJson } from '@/lib/try-it/demo-request';
import { distance } from 'fastest-levenshtein';
import { ageOn, parseIdNumber } from './id-number';
import { kycIndividualRequestSchema, type KycIndividualResponse } from './schemas';
import { localName } from '@/lib/registry/local-name';

/** The names screened, as the side-by-side view shows them: each with its Chinese form and romanisation where known. */
function screeningSubjects(given: string, person: { name: string; nameEn: string }, birthDate: string) {
  const han = /\p{Script=Han}/u.test(given);
  return [
    {
      name: given,
      source: 'entered' as const,
      zh: han ? given : null,
      romanised: han ? romanizeName(given) : given,
      birthDate,
    },
    { name: person.name, source: 'idNumber' as const, zh: person.name, romanised: person.nameEn, birthDate },
  ];
}

/** The KYC of a registry person (see module doc). */
export function runKycIndividual(
  personId: string,
  givenName: string,
  locale: Locale,
  registry: Registry = getRegistry(),
): KycIndividualResponse {
  const person = registry.persons.get(personId)!;
  const number = idNumberOf(personId, registry)!;
  const birthDate = `${number.slice(6, 10)}-${number.slice(10, 12)}-${number.slice(12, 14)}`;
  const given = givenName.replace(/\s+/g, '');
  const zh =
    given === person.name
      ? 1
      : 1 - distance(given, person.name) / Math.max([...given].length, [...person.name].length, 1);
  const py = latinKey(given) === latinKey(person.nameEn) ? 1 : 0;
  const nameScore = Math.round(Math.max(zh, py) * 100) / 100;
  const judicial = runJudicial({ personId }, locale, registry)!;
  const records = (judicial.person?.companies ?? []).flatMap((c) =>
    c.rows
      .filter((r) => r.type === 'dishonest' || r.type === 'enforcement' || r.type === 'restriction')
      .map((r) => ({
        id: r.id,
        date: r.date,
        company: c.name,
        type: r.typeLabel,
        text: `${r.detail} · ${r.amountText}`,
      })),
  );
  const ties = new Set(personCompanies(personId, registry).map((c) => c.ckey));
  return {
    identity: {
      checksum: true,
      nameMatch: nameScore === 1 ? 'exact' : nameScore >= 0.6 ? 'similar' : 'mismatch',
      nameScore,
      registryName: localName(person, locale),
      birthDate,
      age: ageOn(birthDate, factsAsOf),
      sex: Number(number[16]) % 2 === 1 ? 'male' : 'female',
      asOf: factsAsOf,
    },
    roles: (judicial.person?.roles ?? [])
      .filter((r) => ties.has(r.ckey))
      .map((r) => ({ ckey: r.ckey, company: r.company, labels: r.labels })),
    judicial: { restrictions: judicial.person?.restrictions.length ?? 0, records: records.slice(0, 50) },
    screening: {
      listSize: screeningLists(registry).reduce((n, l) => n + l.entries.length, 0),
      lists: listVersionStamps(),
      threshold: screeningThreshold,
      subjects: screeningSubjects(givenName.trim(), person, birthDate),
      // The name entered is always screened; the registry name of the ID number's person too when it differs.
      hits: screenNames(
        [
          { kind: 'person', name: givenName.trim(), source: 'entered', birthDate },
          { kind: 'person', name: person.name, source: 'idNumber', birthDate },
        ],
        registry,
      ),
    },
  };
}

/**
 * Checks a KYC request's fields as `POST /api/kyc-individual` does (consent, name, the number's form, check character,
 * sample range, registry) → the registry person, or the localized 4xx answer.
 */
export function kycSubject(
  data: { name: string; idNumber: string; consent: boolean },
  locale: Locale,
): { ok: true; personId: string } | { ok: false; response: Response } {
  const fail = (status: number, code: string) => ({
    ok: false as const,
    response: demoError(status, code, locale, { key: `riskDemos.kyc.errors.${code}` }),
  });
  if (data.consent !== true) return fail(400, 'consent');
  if (!data.name.trim()) return fail(400, 'name');
  const id = parseIdNumber(data.idNumber, factsAsOf);
  if (!id.ok) return fail(400, id.problem);
  if (!id.id.sample) return fail(404, 'realLooking');
  const personId = personByIdNumber(id.id.number, getRegistry());
  if (!personId) return fail(404, 'notInRegistry');
  return { ok: true, personId };
}

/** The field messages of a KYC body that fails its schema. */
export const kycFieldMessages = {
  consent: 'kyc.errors.consent',
  idNumber: 'kyc.errors.format',
  name: 'kyc.errors.name',
};

/** `POST /api/kyc-individual`. */
export async function handleKycIndividual(request: Request): Promise<Response> {
  const parsed = await readDemoJson(request, kycIndividualRequestSchema, { fieldMessages: kycFieldMessages });
  if (!parsed.ok) return parsed.response;
  const { data, locale } = parsed;
  const subject = kycSubject(data, locale);
  if (!subject.ok) return subject.response;
  return json(200, runKycIndividual(subject.personId, data.name, locale));
}
