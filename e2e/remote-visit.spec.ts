import { readFileSync } from 'node:fs';
import JSZip from 'jszip';
import type { APIRequestContext, Page, Request } from '@playwright/test';
import { chromiumLaunch } from '../playwright.config';
import { pdfPages } from '../tests/unit/pdf-text';
import { expect, test } from './fixtures';
import { companyField } from './helpers';

/**
 * The remote site-visit demo (/service/remoteDueDiligence) in Chromium with a fake camera
 * (`--use-fake-device-for-media-stream`, camera permission granted to the context): the checklist
 * from a company's risk signals, answers, a photo from the camera watermarked in the browser, the visit record as a
 * PDF and a ZIP built in the browser — and no request carrying a photo or an answer. Without permission: the
 * localized way on, and the file picker. Both locales, 1440 and 390 px.
 */

type Company = { ckey: string; name: string; nameEn: string; abbreviation: string; uscc: string };

/** A registry company whose checklist has enforcement items (a risk signal), found through the public API. */
async function companyWithSignals(request: APIRequestContext): Promise<Company> {
  for (let p = 4; p < 80; p++) {
    const list = await (await request.get(`/api/registry/entities?page=${p}&size=1`)).json();
    const ckey = list.items[0].ckey as string;
    const checklist = await (await request.get(`/api/remote-visit/checklist?ckey=${ckey}`)).json();
    if (checklist.items.some((i: { id: string }) => i.id === 'enforcementQuestion'))
      return (await request.get(`/api/registry/entities/${ckey}`)).json();
  }
  throw new Error('no company with enforcement records in the first pages');
}

async function pickCompany(page: Page, e: Company, locale: string) {
  await page.locator('#try-it').scrollIntoViewIfNeeded();
  await companyField(page, '#try-it').click();
  await page.locator('#try-it').getByRole('combobox').first().fill(e.abbreviation);
  await page.locator(`.ant-select-item-option[title="${locale === 'en-US' ? e.nameEn : e.name}"]`).click();
}

/** Every request body and URL the page sent, to check that nothing of the visit left the browser. */
function watchRequests(page: Page): Request[] {
  const sent: Request[] = [];
  page.on('request', (r) => sent.push(r));
  return sent;
}

async function download(page: Page, name: string | RegExp): Promise<Buffer> {
  const event = page.waitForEvent('download');
  await page.getByRole('button', { name }).click();
  return readFileSync((await (await event).path())!);
}

// A fake camera for every test of this file (launch options can only be set per file or project). No
// `--use-fake-ui-for-media-stream`: that would accept every prompt; the camera tests grant the permission instead,
// and the refusal tests leave it ungranted, so headless Chromium dismisses the prompt (NotAllowedError).
test.use({
  launchOptions: { ...chromiumLaunch, args: [...chromiumLaunch.args, '--use-fake-device-for-media-stream'] },
});

const where = { latitude: 31.2304, longitude: 121.4737 };

for (const [locale, width] of [
  ['zh-CN', 1440],
  ['en-US', 390],
  ['zh-CN', 390],
  ['en-US', 1440],
] as const) {
  const prefix = locale === 'en-US' ? '/en-US' : '';
  const L = <T>(zh: T, en: T) => (locale === 'en-US' ? en : zh);

  test.describe(`site visit with a fake camera, ${locale} at ${width} px`, () => {
    test.use({ permissions: ['camera', 'geolocation'], geolocation: where, viewport: { width, height: 900 } });

    test(`${locale} ${width}px: checklist from risk signals, answers, a watermarked camera photo, the record as PDF and ZIP, nothing uploaded`, async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      const e = await companyWithSignals(request);
      const name = L(e.name, e.nameEn);
      const sent = watchRequests(page);
      await page.goto(`${prefix}/service/remoteDueDiligence`);
      await expect(page.getByTestId('remote-privacy')).toContainText(
        L('不会上传到任何服务器', 'never uploaded to any server'),
      );
      await expect(page.locator('#try-it')).toContainText(L('示例数据', 'Sample data'));
      await expect(page.locator('#try-it')).toContainText(L('均为虚构的示例数据', 'are fictional sample data'));
      await pickCompany(page, e, locale);
      await page.getByRole('button', { name: L('生成走访清单', 'Generate the checklist') }).click();
      await expect(page.getByTestId('visit-subject')).toContainText(e.uscc);
      const list = page.getByTestId('checklist');
      await expect(list.locator('[data-item="enforcementQuestion"]')).toContainText(
        L('被执行与失信记录', 'enforcement or dishonest-debtor entries'),
      );

      const answer = L(
        '主营工业阀门，前五大客户占比约六成；和解款已付 40%',
        'Industrial valves; top five customers about 60%; 40% of the settlement paid',
      );
      await list.locator('[data-item="enforcementQuestion"] textarea').fill(answer);

      await page.getByLabel(L('在水印中加入位置', 'Add my location to the watermark')).check();
      await expect(page.getByTestId('location-now')).toHaveText('31.23040, 121.47370');
      await page.getByRole('button', { name: L('开启摄像头', 'Turn on the camera') }).click();
      const video = page.getByTestId('camera-preview');
      await expect(video).toBeVisible();
      await expect
        .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState >= 2 && v.videoWidth > 0 && !v.paused), {
          timeout: 15_000,
        })
        .toBe(true);
      await list
        .locator('[data-item="signage"]')
        .getByRole('button', { name: L('拍照', 'Take photo') })
        .click();

      const photo = list.locator('[data-item="signage"] figure');
      await expect(photo.locator('img[data-watermarked="true"]')).toHaveCount(1);
      const caption = photo.getByTestId('watermark-text');
      await expect(caption).toContainText(`${L('企业', 'Company')}: ${name}`);
      await expect(caption).toContainText(`${L('项目', 'Item')}: ${L('门头与招牌', 'Entrance and signage')}`);
      await expect(caption).toContainText('31.23040, 121.47370');
      await expect(caption).toContainText(L('示例数据', 'Sample data'));
      // The watermark is drawn into the pixels: a dark band along the bottom with light text strokes in it.
      const band = await photo.locator('img').evaluate(async (el: HTMLImageElement) => {
        await el.decode();
        const c = document.createElement('canvas');
        [c.width, c.height] = [el.naturalWidth, el.naturalHeight];
        const ctx = c.getContext('2d')!;
        ctx.drawImage(el, 0, 0);
        const size = Math.max(12, Math.round(c.width / 42));
        const h = Math.round(5 * size * 1.35 + size);
        const d = ctx.getImageData(0, c.height - h, c.width, h).data;
        let dark = 0;
        let light = 0;
        for (let i = 0; i < d.length; i += 4) {
          const v = (d[i] + d[i + 1] + d[i + 2]) / 3;
          if (v < 90) dark++;
          else if (v > 200) light++;
        }
        return { width: c.width, dark: dark / (d.length / 4), light: light / (d.length / 4) };
      });
      expect(band.width).toBeGreaterThan(0);
      expect(band.dark).toBeGreaterThan(0.5);
      expect(band.light).toBeGreaterThan(0.01);
      await expect(page.getByTestId('record-summary')).toContainText(L('已拍 1 张照片', '1 photo taken'));

      const pdf = await download(page, L('下载 PDF 走访记录', 'Download the visit record PDF'));
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      const text = (await pdfPages(new Uint8Array(pdf))).join('\n');
      expect(text).toContain(name);
      expect(text).toContain(e.uscc);
      expect(text).toContain(answer);
      expect(text).toContain(L('门头与招牌', 'Entrance and signage'));
      expect(text).toContain(L('示例数据', 'Sample data'));

      const zip = await JSZip.loadAsync(
        await download(page, L('下载 ZIP（照片 + JSON/CSV 记录）', 'Download a ZIP (photos + JSON/CSV record)')),
      );
      const jpeg = await zip.file('photos/01-signage.jpg')!.async('uint8array');
      expect([...jpeg.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
      const record = JSON.parse(await zip.file('record.json')!.async('string'));
      expect(record).toMatchObject({
        sample: true,
        locale,
        company: { ckey: e.ckey, uscc: e.uscc },
        summary: { photos: 1, answered: 1 },
      });
      const signage = record.items.find((i: { id: string }) => i.id === 'signage');
      expect(signage.photos[0]).toMatchObject({
        file: 'photos/01-signage.jpg',
        location: { lat: where.latitude, lon: where.longitude },
      });
      expect(record.items.find((i: { id: string }) => i.id === 'enforcementQuestion').answer).toBe(answer);
      expect(await zip.file('record.csv')!.async('string')).toContain(answer);

      // Nothing of the visit left the browser: no request carries JPEG bytes or the answer, and the only new
      // requests of the visit are the checklist (GET) and, for the PDF, the font (GET).
      for (const r of sent) {
        const body = r.postDataBuffer();
        expect(body?.includes(Buffer.from([0xff, 0xd8, 0xff])) ?? false, r.url()).toBe(false);
        expect(body?.toString('utf8').includes(answer) ?? false, r.url()).toBe(false);
        expect(decodeURIComponent(r.url()).includes(answer), r.url()).toBe(false);
      }
      expect(
        sent
          .filter((r) => r.url().includes('/api/remote-visit/'))
          .map((r) => `${r.method()} ${new URL(r.url()).pathname}`)
          .sort(),
      ).toEqual(['GET /api/remote-visit/checklist', 'GET /api/remote-visit/font']);
      // Nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
    });
  });
}

for (const [locale, width] of [
  ['en-US', 1440],
  ['zh-CN', 390],
] as const) {
  const prefix = locale === 'en-US' ? '/en-US' : '';
  const L = <T>(zh: T, en: T) => (locale === 'en-US' ? en : zh);

  test.describe(`site visit without camera permission, ${locale} at ${width} px`, () => {
    // A camera is there, but no permission is granted and no prompt is answered: getUserMedia is refused.
    test.use({ viewport: { width, height: 900 } });

    test(`${locale} ${width}px: camera refused → how to continue, and a picked image file is watermarked the same way`, async ({
      page,
    }) => {
      const sent = watchRequests(page);
      await page.goto(`${prefix}/service/remoteDueDiligence`);
      await page.locator('#try-it').scrollIntoViewIfNeeded();
      await page.getByRole('button', { name: L('生成走访清单', 'Generate the checklist') }).click();
      const list = page.getByTestId('checklist');
      await expect(list.locator('[data-item="signage"]')).toBeVisible();
      await page.getByRole('button', { name: L('开启摄像头', 'Turn on the camera') }).click();
      const fallback = page.getByTestId('camera-fallback');
      await expect(fallback).toContainText(L('没有获得摄像头权限', 'Camera permission was not given'));
      await expect(fallback).toContainText(L('从文件选择照片', 'Choose a photo file'));
      await expect(list.getByRole('button', { name: L('拍照', 'Take photo') })).toHaveCount(0);

      await list
        .getByTestId('file-licence')
        .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
      await expect(page.getByTestId('remote-error')).toContainText(
        L('只能选择图片文件', 'Only image files can be chosen'),
      );

      const png = await page.evaluate(() => {
        const c = document.createElement('canvas');
        [c.width, c.height] = [800, 600];
        const ctx = c.getContext('2d')!;
        ctx.fillStyle = '#8fb8de';
        ctx.fillRect(0, 0, 800, 600);
        return c.toDataURL('image/png').split(',')[1];
      });
      await list
        .getByTestId('file-licence')
        .setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: Buffer.from(png, 'base64') });
      const photo = list.locator('[data-item="licence"] figure');
      await expect(photo.locator('img[data-watermarked="true"]')).toHaveCount(1);
      await expect(photo.getByTestId('watermark-text')).toContainText(
        `${L('项目', 'Item')}: ${L('营业执照正本', 'Original business licence')}`,
      );
      await expect(page.getByTestId('remote-error')).toHaveCount(0);
      const zip = await JSZip.loadAsync(
        await download(page, L('下载 ZIP（照片 + JSON/CSV 记录）', 'Download a ZIP (photos + JSON/CSV record)')),
      );
      expect(Object.keys(zip.files).filter((f) => f.endsWith('.jpg'))).toEqual(['photos/01-licence.jpg']);
      for (const r of sent)
        expect(r.postDataBuffer()?.includes(Buffer.from([0xff, 0xd8, 0xff])) ?? false, r.url()).toBe(false);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
    });
  });
}
