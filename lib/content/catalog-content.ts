import { getMessages } from 'next-intl/server';
import type { CaseSlug, ServiceSlug, SolutionSlug } from '@/lib/catalog';
import type { CaseContent, ServiceContent, SolutionContent } from './types';

type CatalogMessages = {
  services: Record<ServiceSlug, ServiceContent>;
  solutions: Record<SolutionSlug, SolutionContent>;
  cases: Record<CaseSlug, CaseContent>;
};

/**
 * The current locale's catalogue content (messages/<locale>/{services,solutions,cases}.json) as typed objects.
 * Whole entries are read from the messages rather than key by key because templates render lists and nested
 * sections; tests/unit/content.test.ts guarantees every entry has every field.
 */
export async function catalogContent(): Promise<CatalogMessages> {
  const { services, solutions, cases } = await getMessages();
  return { services, solutions, cases };
}
