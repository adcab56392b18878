/**
 * The state a server-rendered lead form shows (issue 28), shared by the Server Actions (lib/leads/form-submission.ts)
 * and the forms in the browser; no server imports.
 */
import type { ErrorCode } from './fields';

/** What a lead form shows after a submission. `values` keeps what was typed (text fields; `services` as a list). */
export type LeadFormState =
  | { status: 'idle' }
  | { status: 'sent'; reference: string }
  | {
      status: 'invalid' | 'refused';
      message: string;
      errors: Record<string, ErrorCode>;
      values: Record<string, string | string[]>;
    };

/** The state of a form nobody has sent yet. */
export const idleLeadForm: LeadFormState = { status: 'idle' };
