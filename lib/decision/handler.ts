/**
 * `POST /api/decision-flow` (JSON `{ ckey, flow?, locale? }`; body ≤ 64 KB): evaluates the flow (the default flow
 * when absent) on a registry company → `Decision` (evaluate.ts) with `assessment`: the company's credit assessment
 * beside it and what makes them differ (compare.ts). A malformed body, an invalid flow (each problem with
 * its JSON path, localized) or an unknown company get a 400/404 `{ error, message, issues? }`, never a 500.
 */
import { z } from 'zod';
import { translator } from '@/i18n/translator';
import { demoError } from '@/lib/try-it/demo-request';
import { getEnterprise, getRegistry } from '@/lib/registry';
import { json } from '@/lib/try-it/api';
import { readJsonBody } from '@/lib/api/errors';
import { compareWithAssessment } from './compare';
import { evaluateFlow } from './evaluate';
import { defaultFlow, type Flow } from './defaults';
import { flowIssues, flowSchema } from './flow';
import { flowImportError } from './messages';

export const maxFlowBodyBytes = 64 * 1024;

export const decisionRequestSchema = z
  .object({
    ckey: z
      .string()
      .regex(/^[0-9a-f]{10}$/)
      .meta({ description: 'Registry company to evaluate.', example: 'c9f2a1e7b3' }),
    flow: flowSchema
      .optional()
      .meta({ description: 'The flow (as exported by the page); the default flow when absent.' }),
    locale: z.enum(['zh-CN', 'en-US']).optional(),
  })
  .meta({ id: 'DecisionRequest' });

/** Handles one request (see module doc). */
export async function handleDecisionFlow(request: Request): Promise<Response> {
  // The JSON endpoints' one content-type rule (lib/api/errors.ts): 415 for anything but application/json in UTF-8.
  const read = await readJsonBody(request, maxFlowBodyBytes, (code, locale) =>
    code === 'unsupportedMedia'
      ? undefined
      : translator(locale, 'liveDemos')(`decision.errors.${code === 'tooLarge' ? 'tooLarge' : 'notJson'}`),
  );
  if (!read.ok) return read.response;
  const { value: raw, locale } = read;
  const parsed = decisionRequestSchema.safeParse(raw);
  if (!parsed.success) {
    const flowProblems = parsed.error.issues
      .filter((i) => i.path[0] === 'flow')
      .map((i) => ({ ...i, path: i.path.slice(1) }));
    if (flowProblems.length) {
      const issues = flowIssues(flowProblems as typeof parsed.error.issues);
      return json(400, {
        error: 'invalidFlow',
        message: flowImportError(translator(locale, 'liveDemos.decision'), { notJson: false, issues }),
        issues,
      });
    }
    return demoError(400, 'unknownCompany', locale, { key: 'liveDemos.decision.errors.unknownCompany' });
  }
  const e = getEnterprise(parsed.data.ckey);
  if (!e) return demoError(404, 'unknownCompany', locale, { key: 'liveDemos.decision.errors.unknownCompany' });
  const flow = (parsed.data.flow as Flow | undefined) ?? defaultFlow();
  const registry = getRegistry();
  const decision = evaluateFlow(flow, e, registry);
  return json(200, {
    company: { ckey: e.ckey, name: e.name, nameEn: e.nameEn },
    ...decision,
    assessment: compareWithAssessment(flow, decision, e, registry),
  });
}
