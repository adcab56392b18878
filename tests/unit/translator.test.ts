import { describe, expect, it } from 'vitest';
import { translator } from '@/i18n/translator';
import { claimText } from '@/lib/product-claims';

/**
 * The one translator for code outside React (i18n/translator.ts): the same words as the page — a namespace or a path
 * inside one, the product's figures filled in, ICU values — in each locale.
 */
describe('translator (code outside React)', () => {
  it('reads a namespace and a path inside one alike', () => {
    const whole = translator('en-US', 'liveDemos');
    const decision = translator('en-US', 'liveDemos.decision');
    expect(decision('errors.notJson')).toBe(whole('decision.errors.notJson'));
    expect(decision('errors.notJson')).not.toMatch(/errors\.notJson/);
  });

  it('fills in the product figures (%claim.…%) as the pages do', () => {
    const zh = translator('zh-CN', 'leadDelivery')('action.correction');
    const en = translator('en-US', 'leadDelivery')('action.correction');
    expect(zh).not.toContain('%claim.');
    expect(en).toContain(`within ${claimText('correctionWorkingDays', 'en-US')} working days`);
  });

  it('formats ICU values in the locale asked for', () => {
    expect(translator('en-US', 'tryIt')('intake.errors.tooLarge', { maxMb: 5 })).toMatch(/5/);
    expect(translator('zh-CN', 'tryIt')('intake.errors.tooLarge', { maxMb: 5 })).toMatch(/\p{Script=Han}/u);
  });

  it('is built once per locale and namespace', () => {
    expect(translator('zh-CN', 'riskDemos')).toBe(translator('zh-CN', 'riskDemos'));
    expect(translator('zh-CN', 'riskDemos')).not.toBe(translator('en-US', 'riskDemos'));
  });
});
