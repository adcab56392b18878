import type { ServiceSlug } from '@/lib/catalog';
import { serviceDemoSlugs, type DemoServiceSlug } from '@/lib/demos';

/**
 * Services that have an interactive "try it" demo, in display order, from the one demo table (lib/demos.ts): the demo
 * centre links each one's demo section (`#try-it`); the demo paths mark them live. Kept apart from the demos
 * themselves (service-demos.tsx) so that a page listing the demos does not import them: Next puts every client module
 * a page's server code imports into that page's first-load JavaScript (issue 28: /demo carried all twelve demos'
 * client code, ~20 KiB gzip, for their names).
 */
export { serviceDemoSlugs, type DemoServiceSlug };

/** Whether a service has a "try it" demo. */
export function hasServiceDemo(slug: ServiceSlug): slug is DemoServiceSlug {
  return (serviceDemoSlugs as readonly ServiceSlug[]).includes(slug);
}
