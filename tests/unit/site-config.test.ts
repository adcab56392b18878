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
    expect(readConfig({ NEXT_PUBLIC_ICP_FILING: '  京ICP备00000000号 ' }).NEXT_PUBLIC_ICP_FILING).toBe(
      '京ICP备00000000号',
    );
  });

  it('names every malformed variable in one error', () => {
    expect(() =>
      readConfig({
        NEXT_PUBLIC_SITE_URL: 'www.example.com',
        DATABASE_URL: 'mysql://h/db',
        NEXT_PUBLIC_CONTACT_EMAIL: 'nobody',
      }),
    ).toThrow(
      /NEXT_PUBLIC_SITE_URL.*DATABASE_URL.*NEXT_PUBLIC_CONTACT_EMAIL|NEXT_PUBLIC_SITE_URL.*NEXT_PUBLIC_CONTACT_EMAIL.*DATABASE_URL/,
    );
    expect(() => readConfig({ LEADS_PG_SCHEMA: 'a; drop table x' })).toThrow(/LEADS_PG_SCHEMA/);
  });

  it('gives the lead store its variables', () => {
    expect(
      leadsEnv({
        DATABASE_URL: 'postgresql://u@h/db',
        LEADS_PG_SCHEMA: 's1',
        LEADS_RATE_LIMIT: 'off',
        NODE_ENV: 'production',
      }),
    ).toEqual({
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

describe('lead-delivery channels (issue 24)', () => {
  it('turns a channel on by its address; a signed bot or webhook needs its secret; email needs all three', async () => {
    const { deliveryEnv, enabledChannels } = await import('@/lib/site-config');
    const env = {
      LEADS_SMTP_URL: 'smtp://mail.example:587',
      LEADS_EMAIL_FROM: 'leads@hengxi.example',
      LEADS_EMAIL_TO: 'a@hengxi.example, b@hengxi.example',
      LEADS_FEISHU_WEBHOOK_URL: 'https://open.feishu.cn/open-apis/bot/v2/hook/x',
      LEADS_FEISHU_SECRET: 's',
    };
    const config = deliveryEnv(env);
    expect(enabledChannels(config)).toEqual(['email', 'feishu']);
    expect(config.email?.to).toEqual(['a@hengxi.example', 'b@hengxi.example']);
    expect(config).toMatchObject({
      salesLocale: 'zh-CN',
      maxAttempts: 12,
      backoff: { baseSeconds: 15, capSeconds: 3600 },
      leaseSeconds: 30,
    });
    expect(enabledChannels(deliveryEnv({}))).toEqual([]);
    expect(() =>
      deliveryEnv({ LEADS_DINGTALK_WEBHOOK_URL: 'https://oapi.dingtalk.com/robot/send?access_token=x' }),
    ).toThrow(/LEADS_DINGTALK_SECRET/);
    expect(() => deliveryEnv({ LEADS_SMTP_URL: 'smtp://mail.example' })).toThrow(/go together/);
    expect(() => deliveryEnv({ LEADS_WEBHOOK_URL: 'http://plain.example/hook', LEADS_WEBHOOK_SECRET: 'x' })).toThrow(
      /LEADS_WEBHOOK_URL/,
    );
    expect(() => deliveryEnv({ LEADS_DELIVERY_BACKOFF: 'fast' })).toThrow(/LEADS_DELIVERY_BACKOFF/);
  });
});
