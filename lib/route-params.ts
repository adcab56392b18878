import { decodeSegment, getRoute, isValidParam } from './routes';

/**
 * Decodes a page's path segment (Next passes it URL-encoded) and checks it against the route table's spec for
 * that parameter. Returns the value, or null when it is malformed or not a known value (the page answers 404).
 *
 * @param routeName a parameterised route from lib/routes.ts, e.g. `company`
 * @param param     the parameter's name in the pattern, e.g. `ckey`
 * @param raw       the segment as Next passes it
 */
export function parseRouteParam<T extends string>(routeName: string, param: string, raw: string): T | null {
  const decoded = decodeSegment(raw);
  return decoded !== null && isValidParam(getRoute(routeName).params![param], decoded) ? (decoded as T) : null;
}
