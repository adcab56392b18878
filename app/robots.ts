import type { MetadataRoute } from 'next';
import { jsonEndpointPrefixes } from '@/lib/endpoints';
import { absoluteUrl, siteUrl } from '@/lib/site-config';

/** robots.txt: everything may be crawled except the JSON endpoints; points at the sitemap. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: jsonEndpointPrefixes.map((p) => `/${p}/`) }],
    sitemap: absoluteUrl('/sitemap.xml'),
    host: siteUrl,
  };
}
