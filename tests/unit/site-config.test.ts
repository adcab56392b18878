import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { configSchema, leadsEnv, readConfig } from '@/lib/site-config';

describe('configuration (lib/site-config.ts)', () => {
  it('reads an empty environment as every value unset', () => {
    const c = readConfig({});
    expect(c.NEXT_PUBLIC_SITE_URL).toBe('');
    expect(c.DATABASE_URL).toBe('');
  });

  it('trims values', () => {
    expect(readConfig({ NEXT_PUBLIC_ICP_FILING: '  京ICP备00000000号 ' }).NEXT_PUBLIC_ICP_FILING).toBe('京ICP备00000000号');
  });

  it('names every malformed variable in one error', () => {
    expect(() => readConfig({ NEXT_PUBLIC_SITE_URL: 'www.example.com', DATABASE_URL: 'mysql://h/db', NEXT_PUBLIC_CONTACT_EMAIL: 'nobody' })).toThrow(
      /NEXT_PUBLIC_SITE_URL.*DATABASE_URL.*NEXT_PUBLIC_CONTACT_EMAIL|NEXT_PUBLIC_SITE_URL.*NEXT_PUBLIC_CONTACT_EMAIL.*DATABASE_URL/,
    );
    expect(() => readConfig({ LEADS_PG_SCHEMA: 'a; drop table x' })).toThrow(/LEADS_PG_SCHEMA/);
  });

  it('gives the lead store its variables', () => {
    expect(leadsEnv({ DATABASE_URL: 'postgresql://u@h/db', LEADS_PG_SCHEMA: 's1', LEADS_RATE_LIMIT: 'off', NODE_ENV: 'production' })).toEqual({
      databaseUrl: 'postgresql://u@h/db',
      pgSchema: 's1',
      sqlitePath: '',
      rateLimit: 'off',
      production: true,
    });
  });

  it('lists every variable it reads in .env.example', () => {
    const example = readFileSync('.env.example', 'utf8');
    for (const name of Object.keys(configSchema.shape)) {
      if (name === 'NODE_ENV') continue; // set by Next and the instance server, not by operators
      expect(example, name).toMatch(new RegExp(`^${name}=`, 'm'));
    }
  });
});
