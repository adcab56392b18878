import { getFormatter, getTranslations } from 'next-intl/server';
import { SampleMeta } from '@/components/sample/sample-meta';
import type { CompanyView } from '@/lib/registry/page-data';
import { formatDate } from '@/lib/format';
import { ProfileLinks } from './profile-links';
import { SeverityBadge } from './severity-badge';

/**
 * The hero's meta line of the two customer views (360° view and dashboard): sample label, risk level, the credit
 * assessment's grade and action on the existing line with its rule version and as-of date, account manager and
 * branch, as-of date; then the links to the company's other views with `current` marked.
 */
export async function CustomerHeroMeta({
  company,
  current,
}: {
  company: CompanyView;
  current: 'customerProfile' | 'dashboard';
}) {
  const t = await getTranslations('customerProfile');
  const tc = await getTranslations('company');
  const format = await getFormatter();
  const { figures: c, text } = company;
  const credit = company.assessment.credit;
  return (
    <>
      <SampleMeta>
        <span data-figure="riskLevel" data-value={c.customer.riskLevel}>
          <SeverityBadge level={c.customer.riskLevel} label={tc(`severity.${c.customer.riskLevel}`)} />
        </span>
        <span data-figure="clientAction" data-value={credit.clientAction}>
          {credit.name} {credit.grade} · {credit.clientActionText}
        </span>
        <span className="muted" data-figure="ruleLine">
          {company.assessment.ruleLine}
        </span>
        <span className="muted">{t('managerLine', { name: text.accountManager, branch: text.branch })}</span>
        <span className="muted">{tc('asOf', { date: formatDate(format, c.asOf) })}</span>
      </SampleMeta>
      <ProfileLinks ckey={company.ckey} kycNo={company.kycNo} current={current} />
    </>
  );
}
