import type { NextRequest, NextResponse } from 'next/server';

/** Request header carrying the path and query the visitor asked for (used by the not-found page). */
export const requestPathHeader = 'x-hx-request-path';

/** Passes next-intl's response through; see the note on host binding in README ("Serving on any address"). */
export function rewriteTarget(response: NextResponse, request: NextRequest): NextResponse {
  void request;
  return response;
}
