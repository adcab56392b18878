'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { formatMoney } from '@/lib/format';
import { Link } from '@/i18n/navigation';
import { pathFor } from '@/lib/routes';
import own from '../live-demos.module.css';
import type { TargetClientRow } from '@/lib/portrait/answer';

/**
 * The ranked target clients (first page): rank, fit score, name linking to the company profile, where and what it
 * is, and why it ranks there — each factor's points out of its weight with the value it was read from.
 */
export function PortraitList({ items, total }: { items: TargetClientRow[]; total: number }) {
  const t = useTranslations('liveDemos.portrait');
  const f = useFormatter();
  if (total === 0) return <p className="muted">{t('none')}</p>;
  return (
    <ol className={own.ranked} data-testid="portrait-list" data-tour="portrait-list">
      {items.map((c) => (
        <li key={c.ckey} className="card" data-ckey={c.ckey}>
          <div className={own.rankHead}>
            <span className={own.rank}>#{c.rank}</span>
            <Link href={pathFor('company', { ckey: c.ckey })} className={own.rankName}>
              {t('nameOf', { zh: c.name, en: c.nameEn })}
            </Link>
            <span className={own.score} title={t('scoreHelp')}>
              {t('score', { score: f.number(c.score, { maximumFractionDigits: 1 }) })}
            </span>
          </div>
          <p className="muted">
            {t('line', {
              industry: t(`industries.${c.industry}` as 'industries.A'),
              city: c.city,
              province: c.provinceName,
              age: c.age,
              staff: c.employees,
              revenue: formatMoney(f, c.revenue),
              risk: t(`risk.${c.risk}` as 'risk.low'),
            })}
            {c.tags.length ? ` · ${c.tags.map((x) => t(`tags.${x}` as 'tags.srdi')).join(' · ')}` : ''}
          </p>
          <ul className={own.reasons} aria-label={t('why')}>
            {c.reasons.map((r) => (
              <li key={r.factor}>
                <span>{t(`factors.${r.factor}`)}</span>{' '}
                <strong>{f.number(r.points, { maximumFractionDigits: 1 })}</strong>/{r.max}
                <span className="muted">
                  {' '}
                  (
                  {r.factor === 'risk'
                    ? t('reason.risk', { score: r.value as number })
                    : r.factor === 'scale'
                      ? t('reason.scale', { revenue: formatMoney(f, r.value as number) })
                      : r.factor === 'stability'
                        ? t('reason.stability', { age: r.value as number })
                        : (r.value as string[]).length
                          ? (r.value as string[]).map((x) => t(`tags.${x}` as 'tags.srdi')).join('、')
                          : t('reason.noTags')}
                  )
                </span>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
