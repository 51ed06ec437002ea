import { ROUTE_HANDLER_METHODS } from "@/lib/api/http-methods";
import { OPERATIONS } from "@/lib/openapi/operations";

export type RouteMatch = { path: string; methods: string[] };

type CompiledRoute = RouteMatch & { pattern: RegExp };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function compile(): CompiledRoute[] {
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
  return paths.map(([path, methods]) => ({
    path,
    // The order methodsNotAllowed() is called with, so both name the methods alike.
    methods: methods.sort((a, b) => canonical(a) - canonical(b)),
    pattern: new RegExp(
      `^${path
        .split(/\{[^}]+\}/)
        .map(escapeRegExp)
        .join("[^/]+")}/?$`,
    ),
  }));
}

let compiled: CompiledRoute[] | undefined;

/**
 * The documented route a request path belongs to, with the methods it serves — from the operations
 * registry, so the front server's answers to methods Next never hands to a route (TRACE, …; lib/api/outside-next.ts)
 * name routes exactly as the OpenAPI document does. Routes themselves name their own operation's path.
 */
export function matchRoute(pathname: string): RouteMatch | null {
  compiled ??= compile();
  const route = compiled.find((candidate) => candidate.pattern.test(pathname));
  return route ? { path: route.path, methods: route.methods } : null;
}
