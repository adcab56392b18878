import { describe, expect, it } from 'vitest';
import { summariseUserAgent } from '@/lib/self-check/user-agent';

const chrome =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const oldChrome =
  'Mozilla/5.0 (Windows NT 6.1; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/109.0.0.0 Safari/537.36';
const safari =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const wechat =
  'Mozilla/5.0 (Linux; Android 13; V2148A) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/116.0.0.0 Mobile Safari/537.36 MicroMessenger/8.0.47';
const ie = 'Mozilla/5.0 (Windows NT 6.1; Trident/7.0; rv:11.0) like Gecko';
const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

describe('summariseUserAgent (the self-check browser row)', () => {
  it('names Chrome on Windows and accepts it', () => {
    expect(summariseUserAgent(chrome)).toEqual({ name: 'Chrome', version: '131', os: 'Windows 10/11', support: 'ok' });
  });
  it('flags a Chrome below the build targets as old', () => {
    expect(summariseUserAgent(oldChrome)).toMatchObject({ os: 'Windows 7', support: 'old' });
  });
  it('reads Safari on iOS with its minor version', () => {
    expect(summariseUserAgent(safari)).toEqual({ name: 'Safari', version: '17.4', os: 'iOS 17', support: 'ok' });
  });
  it('names a branded Chromium browser and judges it by its engine', () => {
    expect(summariseUserAgent(wechat)).toEqual({ name: 'WeChat', version: '8', os: 'Android 13', support: 'ok' });
  });
  it('calls Internet Explorer legacy', () => {
    expect(summariseUserAgent(ie)).toMatchObject({ name: 'Internet Explorer', version: '11', support: 'legacy' });
  });
  it('reads Firefox on Linux', () => {
    expect(summariseUserAgent(firefox)).toEqual({ name: 'Firefox', version: '128', os: 'Linux', support: 'ok' });
  });
  it('says unknown for an unrecognised string', () => {
    expect(summariseUserAgent('curl/8.5.0')).toEqual({ name: '', version: '', os: '', support: 'unknown' });
  });
});
