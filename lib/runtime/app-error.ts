/**
 * An error whose message is written for visitors (localized by the thrower). The error page shows its message
 * instead of the generic "Internal Server Error"; any other error's message stays hidden (no internals, no stack).
 */
export class UserFacingError extends Error {
  readonly status: number;
  readonly userFacing = true;

  constructor(message: string, status = 500) {
    super(message);
    this.name = 'UserFacingError';
    this.status = status;
  }
}

/** Status and visitor-facing message of an unknown thrown value. */
export function describeError(error: unknown): { status: number | undefined; userMessage: string | undefined } {
  if (!error || typeof error !== 'object') return { status: undefined, userMessage: undefined };
  const e = error as {
    status?: unknown;
    statusCode?: unknown;
    userFacing?: unknown;
    message?: unknown;
    digest?: unknown;
  };
  const rawStatus = e.status ?? e.statusCode;
  const status = typeof rawStatus === 'number' ? rawStatus : undefined;
  const userMessage = e.userFacing === true && typeof e.message === 'string' ? e.message : undefined;
  return { status, userMessage };
}
