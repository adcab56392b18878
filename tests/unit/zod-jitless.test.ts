import { describe, expect, it } from 'vitest';

describe('zod jitless in the browser (instrumentation-client.ts)', () => {
  it('zod reads the option set on its global configuration object before it loads', async () => {
    const zodGlobal = globalThis as typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } };
    const before = zodGlobal.__zod_globalConfig?.jitless;
    (zodGlobal.__zod_globalConfig ??= {}).jitless = true;
    try {
      const { config } = await import('zod/v4/core');
      expect(config().jitless).toBe(true);
      // The object instrumentation-client.ts writes to is the one zod keeps.
      expect(config()).toBe(zodGlobal.__zod_globalConfig);
    } finally {
      zodGlobal.__zod_globalConfig!.jitless = before;
    }
  });
});
