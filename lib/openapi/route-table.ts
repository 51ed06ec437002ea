import { ROUTE_HANDLER_METHODS } from "@/lib/api/http-methods";
import { OPERATIONS } from "@/lib/openapi/operations";

export type RouteMatch = { path: string; methods: string[] };

/** A route's path split at its slashes: a literal segment, or `null` for a parameter (any non-empty segment). */
type CompiledRoute = RouteMatch & { segments: (string | null)[] };

const segmentsOf = (path: string) => path.split("/").slice(1);

function compile(): Map<number, CompiledRoute[]> {
  const byPath = new Map<string, string[]>();
  for (const operation of OPERATIONS) {
    const methods = byPath.get(operation.path) ?? [];
    methods.push(operation.method.toUpperCase());
    if (operation.answersHead) methods.push("HEAD");
    byPath.set(operation.path, methods);
  }
  const canonical = (method: string) => (ROUTE_HANDLER_METHODS as readonly string[]).indexOf(method);
  const parameterCount = (path: string) => path.split("{").length - 1;
  // A literal segment wins over a parameter (`…/members/import` over `…/members/{memberId}`): fewer first.
  const paths = [...byPath].sort(([a], [b]) => parameterCount(a) - parameterCount(b));
  // Grouped by their number of segments: a request is compared with the routes of its own length only.
  const byLength = new Map<number, CompiledRoute[]>();
  for (const [path, methods] of paths) {
    const segments = segmentsOf(path).map((segment) => (/^\{[^}]+\}$/.test(segment) ? null : segment));
    const group = byLength.get(segments.length) ?? [];
    // The order methodsNotAllowed() is called with, so both name the methods alike.
    group.push({ path, methods: methods.sort((a, b) => canonical(a) - canonical(b)), segments });
    byLength.set(segments.length, group);
  }
  return byLength;
}

let compiled: Map<number, CompiledRoute[]> | undefined;

const matches = (route: CompiledRoute, segments: string[]) =>
  route.segments.every((expected, index) => {
    const actual = segments[index] as string;
    return expected === null ? actual.length > 0 : actual === expected;
  });

/**
 * The documented route a request path belongs to, with the methods it serves — from the operations
 * registry, so the front server's answers to methods Next never hands to a route (TRACE, …; lib/api/outside-next.ts)
 * name routes exactly as the OpenAPI document does. Routes themselves name their own operation's path. One trailing
 * slash is allowed. Runs for every /v2 request the front server sees (decision 062), hence no regular expressions.
 */
export function matchRoute(pathname: string): RouteMatch | null {
  compiled ??= compile();
  const segments = segmentsOf(pathname.endsWith("/") ? pathname.slice(0, -1) : pathname);
  const route = compiled.get(segments.length)?.find((candidate) => matches(candidate, segments));
  return route ? { path: route.path, methods: route.methods } : null;
}
