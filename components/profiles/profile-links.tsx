import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { pathFor } from '@/lib/routes';
import styles from './profiles.module.css';

type View = 'company' | 'customerProfile' | 'dashboard' | 'kyc';

/**
 * Links from one view of a sample company to its other views: public profile, 360° view, dashboard, KYC report
 * and the AI report flow (pre-filled with the company). The current view is shown but not linked.
 */
export async function ProfileLinks({ ckey, kycNo, current }: { ckey: string; kycNo: string; current: View }) {
  const t = await getTranslations('company.links');
  const items: {
    view: View | 'aiReport';
    label: string;
    href: string | { pathname: string; query: Record<string, string> };
  }[] = [
    { view: 'company', label: t('company'), href: pathFor('company', { ckey }) },
    { view: 'customerProfile', label: t('customerProfile'), href: pathFor('customerProfile', { ckey }) },
    { view: 'dashboard', label: t('dashboard'), href: pathFor('customerProfileDashboard', { ckey }) },
    { view: 'kyc', label: t('kyc'), href: pathFor('kycReport', { kycNo }) },
    {
      view: 'aiReport',
      label: t('aiReport'),
      href: { pathname: pathFor('aiReportV1Think'), query: { ckey, type: 'overview' } },
    },
  ];
  return (
    <nav aria-label={t('label')} className={styles.views}>
      <ul>
        {items.map((item) => (
          <li key={item.view}>
            {item.view === current ? (
              <span aria-current="page" className={styles.viewCurrent}>
                {item.label}
              </span>
            ) : (
              <Link href={item.href}>{item.label}</Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
