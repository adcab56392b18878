import { getFormatter, getMessages, getTranslations } from 'next-intl/server';
import { SampleMeta } from '@/components/sample/sample-meta';
import type { Messages } from '@/i18n/messages';
import { getCompany } from '@/lib/sample-data/companies';
import type { Ckey } from '@/lib/sample-data/keys';
import { formatDate } from './format';
import { ProfileLinks } from './profile-links';
import { companyText } from './sample-text';
import { SeverityBadge } from './severity-badge';

/**
 * The hero's meta line of the two customer views (360° view and dashboard): sample label, risk level, account
 * manager and branch, as-of date; then the links to the company's other views with `current` marked.
 */
export async function CustomerHeroMeta({ ckey, current }: { ckey: Ckey; current: 'customerProfile' | 'dashboard' }) {
  const t = await getTranslations('customerProfile');
  const tc = await getTranslations('company');
  const format = await getFormatter();
  const c = getCompany(ckey);
  const text = companyText((await getMessages()) as Messages, ckey);
  return (
    <>
      <SampleMeta>
        <SeverityBadge level={c.customer.riskLevel} label={tc(`severity.${c.customer.riskLevel}`)} />
        <span className="muted">{t('managerLine', { name: text.accountManager, branch: text.branch })}</span>
        <span className="muted">{tc('asOf', { date: formatDate(format, c.asOf) })}</span>
      </SampleMeta>
      <ProfileLinks ckey={ckey} current={current} />
    </>
  );
}
