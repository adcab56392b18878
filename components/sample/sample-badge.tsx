import { getTranslations } from 'next-intl/server';

/** The "示例数据 / Sample data" label every sample record carries where it is shown (SITE.md §2). */
export async function SampleBadge() {
  const t = await getTranslations('common.sample');
  return (
    <span className="badge badge--sample" title={t('notice')}>
      {t('badge')}
    </span>
  );
}
