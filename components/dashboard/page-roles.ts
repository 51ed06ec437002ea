import type { UserRole } from "@/lib/schemas/team";

const MANAGERS: readonly UserRole[] = ["owner", "manager", "staff"];
const EVERYONE: readonly UserRole[] = ["owner", "manager", "cashier", "staff"];
const OWNER: readonly UserRole[] = ["owner", "staff"];

/**
 * Which dashboard pages each role may open, by path prefix (the longest wins) — the pages' side of the API's
 * roles table (lib/api/operation-roles.ts, decision 053): navigation shows only these, and a page opened anyway
 * sends the person to their home page. Support staff see what an owner sees.
 */
const PAGE_ROLES: Record<string, readonly UserRole[]> = {
  "/": MANAGERS,
  "/scan": EVERYONE,
  "/docs": EVERYONE,
  "/settings": EVERYONE,
  "/settings/webhooks": MANAGERS,
  "/settings/locations": MANAGERS,
  "/settings/wallet": OWNER,
  "/settings/api-keys": OWNER,
  "/settings/team": OWNER,
};

const matches = (path: string, prefix: string) =>
  prefix === "/" || path === prefix || path.startsWith(`${prefix}/`);

export function mayOpenPage(role: UserRole, path: string): boolean {
  const pathname = path.split(/[?#]/)[0] ?? "/";
  const prefix = Object.keys(PAGE_ROLES)
    .filter((candidate) => matches(pathname, candidate))
    .sort((a, b) => b.length - a.length)[0];
  return (PAGE_ROLES[prefix ?? "/"] ?? MANAGERS).includes(role);
}

/** Where a person lands after signing in, and where a page they may not open sends them. */
export const homePathOf = (role: UserRole) => (role === "cashier" ? "/scan" : "/overview");
