'use client';

import {
  Activity,
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentProps,
  type ComponentType,
  type ReactNode,
} from 'react';
import { useHydrated } from '@/components/demo/form-helpers';
import { approachEvent, WhenVisible } from '@/components/lazy/when-visible';
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
// `<name>: ComponentProps<typeof <Tool>>` and its loader in `deferredLoaders` or `onApproach` below.
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

/** A component type whose module is loaded by `load` (a dynamic import: the tool's own chunk). */
type Loader<P> = () => Promise<ComponentType<P>>;

// Server-rendered islands, hydrated on approach: the demo is in the HTML exactly as the tool renders it (crawlers and
// visitors without JavaScript read it; its controls are disabled until it hydrates), but neither its code nor
// next-intl's runtime is part of the page's first load: they are fetched when the visitor comes near the demo.
const deferredLoaders: { [K in IslandName]?: Loader<IslandProps[K]> } = {
  decision: () => import('./decision/decision-studio').then((m) => m.DecisionStudio),
  finance: () => import('./finance/finance-analyzer').then((m) => m.FinanceAnalyzer),
  kyc: () => import('./kyc/kyc-picker').then((m) => m.KycPicker),
  portrait: () => import('./portrait/portrait-explorer').then((m) => m.PortraitExplorer),
  screening: () => import('./screening/screening-tool').then((m) => m.ScreeningTool),
  statement: () => import('./statement/statement-analyzer').then((m) => m.StatementAnalyzer),
};

type DeferredProps = WithIntl<Record<string, unknown>> & { onReady: () => void };
const deferredTools = new Map<IslandName, { approach: () => void; Tool: ComponentType<DeferredProps> }>();

/**
 * An island's lazily loaded tool and the function that lets it load (`approach`, idempotent): in the browser the
 * loader waits for it; on the server it loads at once. `onReady` is called once the tool has hydrated or mounted.
 */
function deferredTool(island: IslandName) {
  let entry = deferredTools.get(island);
  if (!entry) {
    let approach = () => {};
    const approached = typeof window === 'undefined' ? Promise.resolve() : new Promise<void>((r) => (approach = r));
    const load = deferredLoaders[island] as Loader<Record<string, unknown>>;
    const Tool = lazy(async () => {
      await approached;
      const Island = await withIntl(load());
      function ReadyIsland({ onReady, ...props }: DeferredProps) {
        useEffect(onReady, [onReady]);
        return <Island {...(props as WithIntl<Record<string, unknown>>)} />;
      }
      return { default: ReadyIsland };
    });
    entry = { approach, Tool };
    deferredTools.set(island, entry);
  }
  return entry;
}

/**
 * A server-rendered island hydrated on approach. The tool sits in a visible `<Activity>`: while React hydrates the
 * page, a component that suspends inside one leaves the boundary's server HTML in place and hydrates it when its
 * promise settles (here: the tool's chunk, requested once the wrapper comes within 300 px of the window, as
 * `WhenVisible`, or a guided tour asks with `approachEvent`). After a client-side navigation there is no HTML to
 * keep: the tool loads at once, and the navigation waits for it as for any `next/dynamic` component. The wrapper
 * carries `data-pending` until the tool has hydrated, so a tour waits for it (`requestApproach` in
 * components/tours/tour-runner.ts).
 */
function DeferredIsland({ island, props }: { island: IslandName; props: WithIntl<Record<string, unknown>> }) {
  // false while hydrating the server's HTML; true when first rendered after a client-side navigation.
  const hydrated = useHydrated();
  const [navigatedTo] = useState(hydrated);
  const [ready, setReady] = useState(false);
  const onReady = useCallback(() => setReady(true), []);
  const ref = useRef<HTMLDivElement>(null);
  const { approach, Tool } = deferredTool(island);
  if (navigatedTo) approach();

  useEffect(() => {
    const el = ref.current;
    if (ready || !el) return;
    window.addEventListener(approachEvent, approach);
    const observer =
      typeof IntersectionObserver === 'undefined'
        ? null
        : new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && approach(), {
            rootMargin: '300px',
          });
    if (observer) observer.observe(el);
    else approach();
    return () => {
      observer?.disconnect();
      window.removeEventListener(approachEvent, approach);
    };
  }, [approach, ready]);

  return (
    <div ref={ref} data-pending={ready ? undefined : ''}>
      <Activity>
        <Tool {...props} onReady={onReady} />
      </Activity>
    </div>
  );
}

/** The place an on-approach island holds until its code has loaded: a box of the tool's height. */
const placeholder = (minHeight: number) => <div style={{ minHeight }} data-pending="" />;

/** An on-approach island: its height, and its tool (`React.lazy` over `load`, with next-intl's provider). */
function approach<P extends object>(minHeight: number, load: Loader<P>) {
  return { minHeight, Tool: lazy(() => withIntl(load()).then((Tool) => ({ default: Tool }))) };
}

// Islands loaded on approach (`WhenVisible`): the HTML holds a placeholder of the tool's height, and neither the
// tool's code nor next-intl's runtime is fetched before the visitor scrolls near it. They render in the browser only
// (WhenVisible renders its children once near), so a Suspense boundary with the same placeholder covers the load.
const onApproach: { [K in IslandName]?: { minHeight: number; Tool: ComponentType<WithIntl<IslandProps[K]>> } } = {
  association: approach(260, () => import('./association/association-tool').then((m) => m.AssociationTool)),
  judicial: approach(200, () => import('./judicial/judicial-tool').then((m) => m.JudicialTool)),
  kycIndividual: approach(260, () => import('./kyc-individual/kyc-individual-tool').then((m) => m.KycIndividualTool)),
  matching: approach(220, () => import('./matching/matching-tool').then((m) => m.MatchingTool)),
  monitoring: approach(260, () => import('./monitoring/monitoring-tool').then((m) => m.MonitoringTool)),
  news: approach(220, () => import('./news/news-tool').then((m) => m.NewsTool)),
  // The site visit's PDF and ZIP code load later still, on click.
  remote: approach(160, () => import('./remote/remote-visit').then((m) => m.RemoteVisit)),
};

/**
 * A service's "try it" demo island (issue 28): the demo's server component computes the props of its client
 * component and its messages (`islandIntl`) and renders this. The demo's code and next-intl's client runtime load
 * as chunks of their own, when the visitor comes near the demo (issue 41: every service page ≤ 150 KiB of first-load
 * JavaScript), so each service page's first load carries none of the thirteen demos. Demos in `deferredLoaders` are
 * server-rendered exactly as with a static import and hydrate on approach (`DeferredIsland`; no Suspense boundary: with
 * one, the prerender streamed the demo in a hidden element swapped in by script, so it was missing without
 * JavaScript; `<Activity>` boundaries are written inline); demos in `onApproach` render a placeholder of their height
 * and load when the visitor comes near (components/lazy/when-visible.tsx).
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
  const all: WithIntl<Record<string, unknown>> = { ...props, intl };
  const lazy = onApproach[island] as { minHeight: number; Tool: ComponentType<Record<string, unknown>> } | undefined;
  if (lazy) {
    return (
      <WhenVisible placeholder={placeholder(lazy.minHeight)}>
        <Suspense fallback={placeholder(lazy.minHeight)}>
          <lazy.Tool {...all} />
        </Suspense>
      </WhenVisible>
    );
  }
  return <DeferredIsland island={island} props={all} />;
}
