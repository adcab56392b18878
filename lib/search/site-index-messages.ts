import type { Locale } from '@/i18n/routing';
import enApiDocs from '@/messages/en-US/apiDocs.json';
import enCases from '@/messages/en-US/cases.json';
import enGeneral from '@/messages/en-US/general.json';
import enServices from '@/messages/en-US/services.json';
import enSolutions from '@/messages/en-US/solutions.json';
import zhApiDocs from '@/messages/zh-CN/apiDocs.json';
import zhCases from '@/messages/zh-CN/cases.json';
import zhGeneral from '@/messages/zh-CN/general.json';
import zhServices from '@/messages/zh-CN/services.json';
import zhSolutions from '@/messages/zh-CN/solutions.json';
import { withClaims } from '@/lib/product-claims';
import type { SiteIndexMessages } from './site-index';

type Files = { services: unknown; solutions: unknown; cases: unknown } & Pick<
  typeof zhGeneral,
  'pricing' | 'demo' | 'app' | 'privacy' | 'cookies'
> &
  typeof zhApiDocs;

function pick(files: Files): SiteIndexMessages {
  const g = files;
  return {
    services: files.services,
    solutions: files.solutions,
    cases: files.cases,
    pages: {
      pricing: g.pricing,
      demo: g.demo,
      app: g.app,
      privacy: g.privacy,
      cookies: g.cookies,
      apiDocs: files.apiDocs,
    },
  } as SiteIndexMessages;
}

/** The messages the site index of each locale is built from (lib/search/site-index.ts), from the message files. */
export const siteIndexMessages: Record<Locale, SiteIndexMessages> = {
  'zh-CN': withClaims(pick({ ...zhServices, ...zhSolutions, ...zhCases, ...zhGeneral, ...zhApiDocs }), 'zh-CN'),
  'en-US': withClaims(pick({ ...enServices, ...enSolutions, ...enCases, ...enGeneral, ...enApiDocs }), 'en-US'),
};
