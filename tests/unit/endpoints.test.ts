import { describe, expect, it } from 'vitest';
import robots from '@/app/robots';
import { endpointPrefixes, jsonEndpointPrefixes } from '@/lib/endpoints';
import { localeRewrites } from '@/lib/locale-rewrites';
import { config } from '@/proxy';

describe('endpoint prefixes (lib/endpoints.ts), kept once', () => {
  it("are all excluded by the proxy's matcher literal", () => {
    const matcher = new RegExp(`^${config.matcher[0]}$`);
    for (const prefix of endpointPrefixes) expect(matcher.test(`/${prefix}/x`), prefix).toBe(false);
    expect(matcher.test('/pricing')).toBe(true);
    // The literal names no endpoint prefix the list does not have.
    const excluded = [...config.matcher[0].matchAll(/[|(!](\w+)\//g)].map((m) => m[1]);
    expect(excluded.sort()).toEqual([...endpointPrefixes, 'static'].sort());
  });

  it('are never given the default-locale prefix by the rewrites, in either spelling', () => {
    const source = localeRewrites()[2].source;
    for (const prefix of endpointPrefixes) expect(source).toContain(`|${prefix}/`);
    expect(source).toContain('%5Fi18n/');
  });

  it('keep crawlers out of the JSON endpoints only', () => {
    const rules = robots().rules as { disallow: string[] }[];
    expect(rules[0].disallow).toEqual(jsonEndpointPrefixes.map((p) => `/${p}/`));
  });
});
