import { FaqList } from '@/components/catalog/faq-list';
import type { Faq } from '@/lib/content/types';

/**
 * The pricing FAQ as native disclosure widgets (the same FAQ list as the service pages, first question open):
 * readable without JavaScript and by crawlers. The page emits its own FAQPage JSON-LD, so the list doesn't.
 */
export function PricingFaq({ items }: { items: Faq[] }) {
  return <FaqList items={items} structuredData={false} openFirst />;
}
