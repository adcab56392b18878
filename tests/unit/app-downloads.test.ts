import { describe, expect, it } from 'vitest';
import {
  appChannels,
  availableChannels,
  channelUrlProblem,
  downloadCards,
  downloadHosts,
  downloadTargets,
} from '@/lib/app-downloads';
import { readFileSync } from 'node:fs';

const full = {
  appStore: 'https://apps.apple.com/cn/app/hengxi/id6400000001',
  apk: 'https://download.hengxi.example/hengxi-2.4.0.apk',
  huawei: 'https://appgallery.huawei.com/app/C110000001',
  xiaomi: 'https://app.mi.com/details?id=example.hengxi.app',
  oppo: 'https://store.heytap.com/app/example.hengxi.app',
  vivo: 'https://h5.appstore.vivo.com.cn/#/details?appId=1000001',
  tencent: 'https://sj.qq.com/appdetail/example.hengxi.app',
  googlePlay: 'https://play.google.com/store/apps/details?id=example.hengxi.app',
};

describe('app download channels', () => {
  it('offers nothing when nothing is configured: no placeholder URL anywhere', () => {
    expect(availableChannels({})).toEqual([]);
    expect(availableChannels({ appStore: '  ', apk: '' })).toEqual([]);
    expect(downloadCards([])).toEqual([]);
    expect(downloadTargets([])).toEqual([]);
  });

  it('offers iOS and every Android channel that has a URL, APK first', () => {
    const channels = availableChannels(full);
    expect(channels.map((c) => c.id)).toEqual([
      'appStore',
      'apk',
      'huawei',
      'xiaomi',
      'oppo',
      'vivo',
      'tencent',
      'googlePlay',
    ]);
    const [ios, android] = downloadCards(channels);
    expect(ios).toMatchObject({
      platform: 'ios',
      primary: { id: 'appStore', path: '/APP/download/ios' },
      others: [],
      qrPath: '/APP/download/ios',
    });
    expect(android.primary).toMatchObject({ id: 'apk', path: '/APP/download/android/apk' });
    expect(android.others.map((c) => c.id)).toEqual(['huawei', 'xiaomi', 'oppo', 'vivo', 'tencent', 'googlePlay']);
    expect(android.qrPath).toBe('/APP/download/android');
  });

  it('hides the iOS card when only Android stores are set, and vice versa', () => {
    expect(downloadCards(availableChannels({ xiaomi: full.xiaomi })).map((c) => c.platform)).toEqual(['android']);
    expect(downloadCards(availableChannels({ appStore: full.appStore })).map((c) => c.platform)).toEqual(['ios']);
  });

  it('sends /APP/download/android to the APK when set, else to the first store', () => {
    const withApk = downloadTargets(availableChannels(full));
    expect(withApk.find((t) => t.path === '/APP/download/android')?.url).toBe(full.apk);
    const storesOnly = downloadTargets(availableChannels({ vivo: full.vivo, tencent: full.tencent }));
    expect(storesOnly).toEqual([
      { path: '/APP/download/android/vivo', url: full.vivo },
      { path: '/APP/download/android/tencent', url: full.tencent },
      { path: '/APP/download/android', url: full.vivo },
    ]);
  });

  it('refuses URLs that are not https on the store’s own host, with a warning, and hides them', () => {
    const warnings: string[] = [];
    const channels = availableChannels(
      {
        appStore: 'https://apps.apple.com.evil.example/app',
        huawei: 'http://appgallery.huawei.com/app/C1',
        xiaomi: 'app.mi.com/details',
        apk: 'https://cdn.hengxi.example/a.apk',
      },
      (m) => warnings.push(m),
    );
    expect(channels.map((c) => c.id)).toEqual(['apk']);
    expect(warnings).toHaveLength(3);
    expect(warnings.join('\n')).toMatch(/APP_DOWNLOAD_IOS_URL must point to apps\.apple\.com/);
    expect(warnings.join('\n')).toMatch(/APP_DOWNLOAD_ANDROID_HUAWEI_URL must use https/);
    expect(channelUrlProblem(appChannels[3], 'app.mi.com/details')).toMatch(/not an absolute URL/);
    expect(downloadHosts(channels)).toEqual(['cdn.hengxi.example']);
  });

  it('lists every channel variable in .env.example, unset', () => {
    const example = readFileSync('.env.example', 'utf8');
    for (const c of appChannels) expect(example).toMatch(new RegExp(`^${c.envVar}=$`, 'm'));
  });
});
