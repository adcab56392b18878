import { describe, expect, it } from 'vitest';
import { privacyHandler, privacyRecipients, recipientSources, type RecipientSource } from '@/lib/privacy';
import { readConfig } from '@/lib/site-config';

describe('privacy notice configuration (issue 26, PIPL)', () => {
  it('names no handler detail and no recipient when nothing is configured: nothing is invented', () => {
    const config = readConfig({});
    expect(Object.values(privacyHandler(config)).every((v) => v === '')).toBe(true);
    expect(privacyRecipients(config)).toEqual([]);
  });

  it('lists the handler and the recipients exactly as configured, in the sources’ order', () => {
    const config = readConfig({
      PRIVACY_HANDLER_NAME: '  某某科技有限公司 ',
      PRIVACY_HANDLER_ADDRESS: '某市某区某路 1 号',
      PRIVACY_CONTACT_EMAIL: 'privacy@hengxi.example',
      PRIVACY_EMAIL_PROVIDER: 'Mail Co.',
      PRIVACY_HOSTING_PROVIDER: 'Cloud Co.',
    });
    expect(privacyHandler(config)).toMatchObject({
      legalName: '某某科技有限公司',
      address: '某市某区某路 1 号',
      contactEmail: 'privacy@hengxi.example',
      contactName: '',
    });
    expect(privacyRecipients(config)).toEqual([
      { id: 'hosting', role: 'hosting', name: 'Cloud Co.' },
      { id: 'email', role: 'email', name: 'Mail Co.' },
    ]);
  });

  it('lists a sales-delivery channel only while the channel itself is configured', () => {
    expect(privacyRecipients(readConfig({ PRIVACY_WEBHOOK_RECIPIENT: 'CRM Co.' }))).toEqual([]);
    const config = readConfig({
      LEADS_WECOM_WEBHOOK_URL: 'https://qyapi.weixin.example/cgi-bin/webhook/send?key=x',
      LEADS_WEBHOOK_URL: 'https://crm.example/hook',
      LEADS_WEBHOOK_SECRET: 's',
      PRIVACY_WEBHOOK_RECIPIENT: 'CRM Co.',
    });
    expect(privacyRecipients(config)).toEqual([
      { id: 'wecom', role: 'delivery', service: 'wecom' },
      { id: 'webhook', role: 'delivery', name: 'CRM Co.' },
    ]);
    // A channel added to the list is picked up the same way.
    const extra: RecipientSource = {
      id: 'sms',
      role: 'delivery',
      nameVar: 'PRIVACY_EMAIL_PROVIDER',
      configured: (c) => c.NEXT_PUBLIC_CONTACT_PHONE !== '',
    };
    expect(
      privacyRecipients(readConfig({ PRIVACY_EMAIL_PROVIDER: 'X', NEXT_PUBLIC_CONTACT_PHONE: '1' }), [
        ...recipientSources,
        extra,
      ]).map((r) => r.id),
    ).toEqual(['email', 'sms']);
  });

  it('rejects a malformed personal-information contact email', () => {
    expect(() => readConfig({ PRIVACY_CONTACT_EMAIL: 'not-an-email' })).toThrow(/PRIVACY_CONTACT_EMAIL/);
  });
});
