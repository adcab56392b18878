import { getTranslations } from 'next-intl/server';
import { tours, type TourName } from '@/lib/tours';
import { GuideButton } from './guide-button';

/**
 * The guided-tour button of a demo (lib/tours.ts): reads the tour's step texts from `tours.<tour>` in the page's
 * language on the server and hands them to the client button, so no messages provider is needed around it and the
 * tour library itself loads only on click.
 */
export async function TourButton({ tour }: { tour: TourName }) {
  const t = await getTranslations('tours');
  type Key = 'kyc.intro.title';
  const steps = tours[tour].map((s) => ({
    element: s.element,
    title: t(`${tour}.${s.key}.title` as Key),
    body: t(`${tour}.${s.key}.body` as Key),
  }));
  const labels = {
    button: t('button'),
    loading: t('loading'),
    next: t('next'),
    prev: t('prev'),
    done: t('done'),
    progress: t('progress', { current: '{{current}}', total: '{{total}}' }),
  };
  return <GuideButton tour={tour} steps={steps} labels={labels} />;
}
