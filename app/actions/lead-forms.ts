'use server';

import { headers } from 'next/headers';
import { submitLeadForm } from '@/lib/leads/form-submission';
import type { LeadFormState } from '@/lib/leads/form-submission-state';
import { rateLimiterFromEnv } from '@/lib/leads/rate-limit';
import { getLeadStore } from '@/lib/leads/store';
import { isRegistryCkey } from '@/lib/registry/keys';
import { siteUrl } from '@/lib/site-config';

/*
 * The Server Actions behind the server-rendered lead forms (issue 28): the booking form on /demo and the correction
 * request on company pages. Without JavaScript the browser posts the form (multipart) to the page and Next renders
 * the page again with the returned state; with JavaScript React sends it without a reload. Both run the JSON
 * endpoints' logic (lib/leads/form-submission.ts → lib/leads/handler.ts) with the same shared rate limit (the
 * limiter's counts live in the leads store, so the API and the forms share them).
 * Every instance must have the same NEXT_SERVER_ACTIONS_ENCRYPTION_KEY (README "Deploying", .env.example).
 */

// One limiter per server process; LEADS_RATE_LIMIT configures it (default 5 per 10 minutes per client).
const limiter = rateLimiterFromEnv();

/** The /demo booking form's submission: a demo request. */
export async function sendDemoRequest(_previous: LeadFormState, form: FormData): Promise<LeadFormState> {
  return submitLeadForm(form, await headers(), { getStore: getLeadStore, limiter, allowedOrigins: [siteUrl] });
}

/** A company page's correction request ("这条记录有误？/ Report an error"). */
export async function sendCorrectionRequest(_previous: LeadFormState, form: FormData): Promise<LeadFormState> {
  return submitLeadForm(form, await headers(), {
    getStore: getLeadStore,
    limiter,
    allowedOrigins: [siteUrl],
    kind: 'correction',
    correctionExists: isRegistryCkey,
  });
}
