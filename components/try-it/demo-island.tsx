'use client';

import dynamic from 'next/dynamic';
import { Activity, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import { useHydrated } from '@/components/demo/form-helpers';
import { WhenVisible } from '@/components/lazy/when-visible';
import type { AssociationTool } from './association/association-tool';
import type { DecisionStudio } from './decision/decision-studio';
import type { FinanceAnalyzer } from './finance/finance-analyzer';
import type { JudicialTool } from './judicial/judicial-tool';
import type { KycIndividualTool } from './kyc-individual/kyc-individual-tool';
import type { KycPicker } from './kyc/kyc-picker';
import type { MatchingTool } from './matching/matching-tool';
import type { MonitoringTool } from './monitoring/monitoring-tool';
import type { NewsTool } from './news/news-tool';
import type { PortraitExplorer } from './portrait/portrait-explorer';
import type { RemoteVisit } from './remote/remote-visit';
import type { ScreeningTool } from './screening/screening-tool';
import type { StatementAnalyzer } from './statement/statement-analyzer';
import type { DemoName } from '@/lib/demos';
import type { IslandIntl } from './island-intl';

/** The props of each demo's client component, by island name. */
export interface IslandProps {
  association: ComponentProps<typeof AssociationTool>;
  decision: ComponentProps<typeof DecisionStudio>;
  finance: ComponentProps<typeof FinanceAnalyzer>;
  judicial: ComponentProps<typeof JudicialTool>;
  kycIndividual: ComponentProps<typeof KycIndividualTool>;
  kyc: ComponentProps<typeof KycPicker>;
  matching: ComponentProps<typeof MatchingTool>;
  monitoring: ComponentProps<typeof MonitoringTool>;
  news: ComponentProps<typeof NewsTool>;
  portrait: ComponentProps<typeof PortraitExplorer>;
  remote: ComponentProps<typeof RemoteVisit>;
  screening: ComponentProps<typeof ScreeningTool>;
  statement: ComponentProps<typeof StatementAnalyzer>;
}

/** An island is a demo of lib/demos.ts, by its name. */
export type IslandName = DemoName;

// Fails to compile, naming the demo, when a demo of lib/demos.ts has no props entry above: add
// `<name>: ComponentProps<typeof <Tool>>` and its loader in `rendered` or `onApproach` below.
const everyDemoHasProps: Exclude<DemoName, keyof IslandProps> extends never
  ? true
  : Exclude<DemoName, keyof IslandProps> = true;
void everyDemoHasProps;

type WithIntl<P> = P & { intl: IslandIntl };

/** The box of a demo's controls: a fieldset only for its `disabled`, drawn as nothing. */
const controlsBox = { border: 0, margin: 0, padding: 0, minWidth: 0 } as const;

/**
 * A demo component and next-intl's client provider, loaded together: the provider wraps the demo in `intl`'s
 * messages. Until the demo has hydrated, its controls sit in a disabled fieldset: a server-rendered demo is on screen
 * before its chunk has run, and a click in that moment does nothing, so the controls are marked disabled until then
 * (assistive technology and test automation see it; the site draws disabled buttons like enabled ones, so nothing
 * flickers).
 */
async function withIntl<P extends object>(tool: Promise<ComponentType<P>>): Promise<ComponentType<WithIntl<P>>> {
  const [Tool, { NextIntlClientProvider }] = await Promise.all([tool, import('next-intl')]);
  return function IntlIsland({ intl, ...props }: WithIntl<P>) {
    return (
      <NextIntlClientProvider {...intl}>
        <Activity>
          <IslandControls>
            <Tool {...(props as P)} />
          </IslandControls>
        </Activity>
      </NextIntlClientProvider>
    );
  };
}

/**
 * The demo's controls box, disabled until the island's boundary has hydrated. The island sits in a visible
 * `<Activity>`: the server writes it inline like any element (a Suspense boundary of this size would be outlined
 * into a hidden element that needs script), and in the browser React hydrates an Activity boundary after the page's
 * root, in slices of a few milliseconds that yield to the browser between them, instead of inside the page's one
 * hydration task (the portrait demo's ~600 elements made that task 20–25 ms, ×4 under Lighthouse's simulated CPU).
 * A click on a control before then makes React hydrate the boundary at once and replay the click.
 */
function IslandControls({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <fieldset role="none" disabled={!hydrated} style={controlsBox}>
      {children}
    </fieldset>
  );
}

// Server-rendered islands: the demo is in the HTML; Next preloads the chunk of the island the server rendered, and
// each dynamic import is its own chunk, so a page fetches only its own demo's code.
const rendered: { [K in IslandName]?: ComponentType<WithIntl<IslandProps[K]>> } = {
  decision: dynamic(() => withIntl(import('./decision/decision-studio').then((m) => m.DecisionStudio))),
  finance: dynamic(() => withIntl(import('./finance/finance-analyzer').then((m) => m.FinanceAnalyzer))),
  kyc: dynamic(() => withIntl(import('./kyc/kyc-picker').then((m) => m.KycPicker))),
  portrait: dynamic(() => withIntl(import('./portrait/portrait-explorer').then((m) => m.PortraitExplorer))),
  screening: dynamic(() => withIntl(import('./screening/screening-tool').then((m) => m.ScreeningTool))),
  statement: dynamic(() => withIntl(import('./statement/statement-analyzer').then((m) => m.StatementAnalyzer))),
};

/** The place an on-approach island holds until its code has loaded: a box of the tool's height. */
const placeholder = (minHeight: number) => <div style={{ minHeight }} data-pending="" />;

/** An on-approach island: its height, and its tool, made by `load` with that height's placeholder while loading. */
function approach<P>(minHeight: number, load: (loading: () => ReactNode) => ComponentType<P>) {
  return { minHeight, Tool: load(() => placeholder(minHeight)) };
}

// Islands loaded on approach (`WhenVisible`): the HTML holds a placeholder of the tool's height, and neither the
// tool's code nor next-intl's runtime is fetched before the visitor scrolls near it or engages with the page.
const onApproach: { [K in IslandName]?: { minHeight: number; Tool: ComponentType<WithIntl<IslandProps[K]>> } } = {
  association: approach(260, (loading) =>
    dynamic(() => withIntl(import('./association/association-tool').then((m) => m.AssociationTool)), {
      ssr: false,
      loading,
    }),
  ),
  judicial: approach(200, (loading) =>
    dynamic(() => withIntl(import('./judicial/judicial-tool').then((m) => m.JudicialTool)), { ssr: false, loading }),
  ),
  kycIndividual: approach(260, (loading) =>
    dynamic(() => withIntl(import('./kyc-individual/kyc-individual-tool').then((m) => m.KycIndividualTool)), {
      ssr: false,
      loading,
    }),
  ),
  matching: approach(220, (loading) =>
    dynamic(() => withIntl(import('./matching/matching-tool').then((m) => m.MatchingTool)), { ssr: false, loading }),
  ),
  monitoring: approach(260, (loading) =>
    dynamic(() => withIntl(import('./monitoring/monitoring-tool').then((m) => m.MonitoringTool)), {
      ssr: false,
      loading,
    }),
  ),
  news: approach(220, (loading) =>
    dynamic(() => withIntl(import('./news/news-tool').then((m) => m.NewsTool)), { ssr: false, loading }),
  ),
  // The site visit's PDF and ZIP code load later still, on click.
  remote: approach(160, (loading) =>
    dynamic(() => withIntl(import('./remote/remote-visit').then((m) => m.RemoteVisit)), { ssr: false, loading }),
  ),
};

/**
 * A service's "try it" demo island (issue 28): the demo's server component computes the props of its client
 * component and its messages (`islandIntl`) and renders this. The demo's code and next-intl's client runtime load
 * as chunks of their own, so each service page carries only its own demo's code instead of all thirteen. Demos in
 * `rendered` are server-rendered exactly as with a static import (no Suspense boundary of their own: with one, the
 * prerender streamed the demo in a hidden element swapped in by script, so it was missing without JavaScript; the
 * `<Activity>` boundary around `IslandControls` is written inline); demos in `onApproach` render a placeholder of their
 * height and load when the visitor comes near (components/lazy/when-visible.tsx).
 */
export function DemoIsland<K extends IslandName>({
  island,
  intl,
  props,
}: {
  island: K;
  intl: IslandIntl;
  props: IslandProps[K];
}) {
  const all: Record<string, unknown> = { ...props, intl };
  const lazy = onApproach[island] as { minHeight: number; Tool: ComponentType<Record<string, unknown>> } | undefined;
  if (lazy) {
    return (
      <WhenVisible placeholder={placeholder(lazy.minHeight)}>
        <lazy.Tool {...all} />
      </WhenVisible>
    );
  }
  const Island = rendered[island] as unknown as ComponentType<Record<string, unknown>>;
  return <Island {...all} />;
}
