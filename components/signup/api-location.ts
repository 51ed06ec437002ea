/** API field names that the form calls differently. */
const FORM_NAMES: Record<string, string> = { passwordHash: "password" };

/**
 * The form path of a 422 item's `loc`: `["body", "passwordHash"]` → `password`,
 * `["body", "consent", "tosAt"]` → `consent.tosAt`. Null for the whole body or for path, query and header items.
 */
export function formPathFromLoc(loc: unknown): string | null {
  if (!Array.isArray(loc) || loc[0] !== "body" || loc.length < 2) return null;
  const [head, ...rest] = loc.slice(1).map(String);
  if (head === undefined) return null;
  return [FORM_NAMES[head] ?? head, ...rest].join(".");
}
