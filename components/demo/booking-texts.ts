import { getTranslations } from 'next-intl/server';
import { localizePath, type Locale } from '@/i18n/routing';
import { serviceGroups, solutionGroups } from '@/lib/catalog';
import {
  errorCodes,
  errorMessageKey,
  fieldErrorMessage,
  leadFields,
  type ErrorCode,
  type LeadField,
} from '@/lib/leads/fields';
import { pathFor } from '@/lib/routes';
import { slotChar } from '@/i18n/slots';

/** A labelled group of options (an `<optgroup>` of the institution type, a `<fieldset>` of services). */
export interface ChoiceGroup {
  label: string;
  options: { value: string; label: string }[];
}

/**
 * Every text the booking form (booking-form.tsx) and its confirmation (booking-success.tsx) show, in one locale,
 * computed on the server so the form's client code needs no message formatter (issue 28). `errors[field][code]` is
 * the message `fieldErrorMessage` gives for each code a field lists in `fieldErrorCodes`; any other code shows
 * `invalidError` (the same fallback `errorMessageKey` makes). `success.reference` is the reference line split around
 * the reference itself.
 */
export interface BookingTexts {
  locale: Locale;
  /** The form's own address (`/demo#book`, localized): where it posts without JavaScript and "send another" goes. */
  permalink: string;
  formLabel: string;
  requiredNote: string;
  submit: string;
  sending: string;
  invalid: string;
  fields: Record<'name' | 'role' | 'email' | 'mobile' | 'institution', { label: string; hint: string }>;
  institutionType: { label: string; placeholder: string; groups: ChoiceGroup[] };
  services: { label: string; help: string; groups: ChoiceGroup[] };
  message: { label: string; help: string; placeholder: string };
  honeypot: string;
  /** The consent box's label around its link, and the privacy notice's unprefixed path. */
  consent: { before: string; link: string; after: string; privacy: string };
  marketing: string;
  errors: Partial<Record<LeadField, Partial<Record<ErrorCode, string>>>>;
  invalidError: string;
  success: { title: string; body: string; reference: [string, string]; again: string };
}

// Stands for the reference while the reference line is formatted; the line is split around it.
const slot = slotChar(0);

/** The booking form's texts in `locale`, from `messages/<locale>/demoForm.json` and the catalogue's names. */
export async function bookingTexts(locale: Locale): Promise<BookingTexts> {
  const t = await getTranslations({ locale, namespace: 'demoForm' });
  const tAll = await getTranslations({ locale });
  // Keys built from the field and code at run time (errors.<field>.<code>), so the typed key check is set aside.
  const translate = t as unknown as (key: string, values: { max: number }) => string;
  const groups = (of: Record<string, readonly string[]>, kind: 'solutions' | 'services'): ChoiceGroup[] =>
    Object.entries(of).map(([group, slugs]) => ({
      label: t(`groups.${kind}.${group}` as never),
      options: slugs.map((slug) => ({ value: slug, label: tAll(`${kind}.${slug}.name` as never) })),
    }));
  const errors: BookingTexts['errors'] = {};
  for (const field of leadFields) {
    for (const code of errorCodes) {
      if (errorMessageKey(field, code) === 'errors.invalidType') continue;
      (errors[field] ??= {})[code] = fieldErrorMessage(translate, field, code);
    }
  }
  const [before = '', after = ''] = t('success.reference', { reference: slot }).split(slot);
  const field = (name: 'name' | 'role' | 'mobile' | 'institution') => ({
    label: t(`fields.${name}.label`),
    hint: t(`fields.${name}.hint`),
  });
  return {
    locale,
    permalink: `${localizePath(pathFor('demo'), locale)}#book`,
    formLabel: t('formLabel'),
    requiredNote: t('requiredNote'),
    submit: t('submit'),
    sending: t('sending'),
    invalid: t('status.invalid'),
    fields: {
      name: field('name'),
      role: field('role'),
      email: { label: t('fields.email.label'), hint: t('fields.contactHelp') },
      mobile: field('mobile'),
      institution: field('institution'),
    },
    institutionType: {
      label: t('fields.institutionType.label'),
      placeholder: t('fields.institutionType.hint'),
      groups: groups(solutionGroups, 'solutions'),
    },
    services: {
      label: t('fields.services.label'),
      help: t('fields.services.help'),
      groups: groups(serviceGroups, 'services'),
    },
    message: {
      label: t('fields.message.label'),
      help: t('fields.message.help'),
      placeholder: t('fields.message.hint'),
    },
    honeypot: t('fields.honeypot.label'),
    consent: {
      before: t('fields.consent.before'),
      link: t('fields.consent.link'),
      after: t('fields.consent.after'),
      privacy: pathFor('privacy'),
    },
    marketing: t('fields.marketing.label'),
    errors,
    invalidError: fieldErrorMessage(translate, 'name', 'invalidType'),
    success: {
      title: t('success.title'),
      body: t('success.body'),
      reference: [before, after],
      again: t('success.again'),
    },
  };
}
