/**
 * The one name-localising rule (lib/registry/local-name.ts): English pages show the registry's English name where it
 * has one, Chinese pages the Chinese name; a party without an English name keeps its Chinese name rather than going
 * blank. Checked on registry parties through `partyName` as the profile, KYC and AI reports use it.
 */
import { describe, expect, it } from 'vitest';
import { getRegistry } from '@/lib/registry';
import { localName } from '@/lib/registry/local-name';
import { partyName } from '@/lib/registry/ownership-view';

describe('localName', () => {
  it('picks the English name on English pages and the Chinese one otherwise', () => {
    const x = { name: '魏天翊', nameEn: 'Wei Tianyi' };
    expect(localName(x, 'en-US')).toBe('Wei Tianyi');
    expect(localName(x, 'en')).toBe('Wei Tianyi');
    expect(localName(x, 'zh-CN')).toBe('魏天翊');
  });

  it('falls back to the Chinese name when there is no English one', () => {
    expect(localName({ name: '樟川福临' }, 'en-US')).toBe('樟川福临');
    expect(localName({ name: '樟川福临', nameEn: '' }, 'en-US')).toBe('樟川福临');
    expect(localName({ name: '樟川福临', nameEn: null }, 'en-US')).toBe('樟川福临');
  });

  it('names registry companies and people by their English names on English pages', () => {
    const registry = getRegistry();
    const e = registry.byCkey.get('410b14133c')!;
    const holder = e.shareholders[0];
    expect(partyName(registry, e.ckey, 'en-US')).toBe('Wuxi Boan Jiangxin New Materials Technology Co., Ltd.');
    expect(partyName(registry, e.ckey, 'zh-CN')).toBe('无锡泊岸匠心新材料科技有限公司');
    expect(partyName(registry, holder.id, 'en-US')).toMatch(/^[A-Za-z]/);
    expect(partyName(registry, 'p999999999', 'en-US')).toBe('p999999999');
  });
});
