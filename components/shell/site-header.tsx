import { getLocale, getMessages, getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { precompileMessages } from '@/i18n/precompile';
import { caseSlugs, serviceGroups, solutionGroups } from '@/lib/catalog';
import { pathFor } from '@/lib/routes';
import { HeaderFrame } from './header-frame';
import { DrawerNav, MegaMenus } from './header-menus';
import type { NavItem } from '@/lib/nav-types';

/**
 * The site header (SITE.md §5): logo, mega-menus for Services and Solutions grouped as in §6, AI reports, Insights,
 * Customers, Pricing, APP, "Book a demo" and the language switcher. Labels and paths are resolved here on the
 * server (from the route table and the catalogue) and the menus and drawer links are rendered here as HTML that works
 * before hydration (header-menus.tsx); the client part only enhances interaction.
 */
export async function SiteHeader() {
  const t = await getTranslations();
  const locale = (await getLocale()) as Locale;
  const messages = await getMessages();
  const items: NavItem[] = [
    {
      id: 'services',
      label: t('common.nav.services'),
      overview: { label: t('common.nav.overview.services'), href: pathFor('serviceHub') },
      groups: Object.entries(serviceGroups).map(([group, slugs]) => ({
        label: t(`common.nav.serviceGroups.${group as keyof typeof serviceGroups}`),
        links: slugs.map((slug) => ({ label: t(`services.${slug}.name`), href: pathFor(`service.${slug}`) })),
      })),
    },
    {
      id: 'solutions',
      label: t('common.nav.solutions'),
      overview: { label: t('common.nav.overview.solutions'), href: pathFor('solutionHub') },
      groups: Object.entries(solutionGroups).map(([group, slugs]) => ({
        label: t(`common.nav.solutionGroups.${group as keyof typeof solutionGroups}`),
        links: slugs.map((slug) => ({ label: t(`solutions.${slug}.name`), href: pathFor(`solution.${slug}`) })),
      })),
    },
    {
      id: 'ai',
      label: t('common.nav.aiReports'),
      groups: [
        {
          label: t('common.nav.aiReports'),
          links: (['aiReportV1', 'aiReportV2', 'aiReportV2OnlineDoc'] as const).map((name) => ({
            label: t(`common.nav.aiItems.${name}`),
            href: pathFor(name),
          })),
        },
      ],
    },
    {
      id: 'insights',
      label: t('common.nav.insights'),
      groups: [
        {
          label: t('common.nav.insights'),
          links: (['industryAnalysis', 'smallMicroBrands', 'smallMicroPortrait'] as const).map((name) => ({
            label: t(`common.nav.insightItems.${name}`),
            href: pathFor(name),
          })),
        },
      ],
    },
    {
      id: 'customers',
      label: t('common.nav.customers'),
      overview: { label: t('common.nav.overview.customers'), href: pathFor('caseHub') },
      groups: [
        {
          label: t('common.nav.customers'),
          links: caseSlugs.map((slug) => ({ label: t(`cases.${slug}.name`), href: pathFor(`case.${slug}`) })),
        },
      ],
    },
    { id: 'pricing', label: t('common.nav.pricing'), href: pathFor('pricing') },
    { id: 'app', label: t('common.nav.app'), href: pathFor('app') },
  ];

  return (
    <HeaderFrame
      menus={<MegaMenus items={items} locale={locale} />}
      drawerNav={
        <DrawerNav items={items} locale={locale} demo={{ label: t('common.nav.bookDemo'), href: pathFor('demo') }} />
      }
      labels={{
        brand: t('common.brand.name'),
        nav: t('common.nav.label'),
        bookDemo: t('common.nav.bookDemo'),
        openMenu: t('common.nav.openMenu'),
        closeMenu: t('common.nav.closeMenu'),
        menuTitle: t('common.nav.menuTitle'),
        search: t('common.search.label'),
        searchPlaceholder: t('common.search.placeholder'),
        switchLanguage: t('common.languageSwitcher.switchTo'),
      }}
      demoHref={pathFor('demo')}
      searchIntl={{ locale, messages: precompileMessages({ common: { search: messages.common.search } }) }}
    />
  );
}
