/**
 * `GET /api/remote-visit/checklist?ckey=…` → `{ company, items }` (checklist.ts). Photos and answers never reach
 * the server: the page watermarks photos and builds the visit record in the browser. A bad or unknown ckey gets a
 * localized 400/404.
 */
import { z } from 'zod';
import { demoError } from '@/lib/live-demos/api';
import { getEnterprise, getRegistry } from '@/lib/registry';
import { json, requestLocale } from '@/lib/try-it/api';
import { visitChecklist } from './checklist';

export const checklistQuerySchema = z.object({ ckey: z.string().regex(/^[0-9a-f]{10}$/).meta({ description: 'Registry company.', example: 'c9f2a1e7b3' }), locale: z.enum(['zh-CN', 'en-US']).optional() });

export const checklistResponseSchema = z
  .object({
    company: z.object({ ckey: z.string(), name: z.string(), nameEn: z.string() }),
    items: z.array(z.object({ id: z.string(), kind: z.enum(['photo', 'question']), because: z.object({ signal: z.string(), value: z.union([z.number(), z.string()]) }).optional() })),
  })
  .meta({ id: 'VisitChecklist' });

/** Handles GET (see module doc). */
export function handleChecklist(request: Request): Response {
  const url = new URL(request.url);
  const locale = requestLocale(request);
  const q = checklistQuerySchema.safeParse({ ckey: url.searchParams.get('ckey') ?? '' });
  if (!q.success) return demoError(400, 'remote', 'unknownCompany', locale);
  const e = getEnterprise(q.data.ckey);
  if (!e) return demoError(404, 'remote', 'unknownCompany', locale);
  return json(200, { company: { ckey: e.ckey, name: e.name, nameEn: e.nameEn }, items: visitChecklist(e, getRegistry()) });
}

export const remotePaths = {
  '/api/remote-visit/checklist': {
    get: {
      summary: 'Site-visit checklist of a registry company from its risk signals (what to photograph, what to ask); photos never leave the browser',
      requestParams: { query: checklistQuerySchema },
      responses: {
        '200': { description: 'The checklist.', content: { 'application/json': { schema: checklistResponseSchema } } },
        '400': { description: 'Bad ckey.', content: { 'application/json': { schema: z.object({ error: z.string(), message: z.string() }) } } },
        '404': { description: 'No such company.', content: { 'application/json': { schema: z.object({ error: z.string(), message: z.string() }) } } },
      },
    },
  },
};
