/** One problem to show: `name` is a form field path such as `customFields.0.name`, or "" for the whole form. */
export type FieldIssue = { name: string; message: string };

/** Keys of a react-hook-form error object that describe it rather than nest further errors. */
const ERROR_META_KEYS = new Set(["message", "type", "ref", "types", "root"]);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null;

function ownMessage(node: Record<string, unknown>): string | undefined {
  return typeof node.message === "string" && node.message ? node.message : undefined;
}

/** A list's own error (set directly or under `root`), without its items' errors. */
export function ownErrorMessage(node: unknown): string | undefined {
  if (!isObject(node)) return undefined;
  return ownMessage(node) ?? (isObject(node.root) ? ownMessage(node.root) : undefined);
}

/** The first message at or below an error node (a list's own error comes before its items' errors). */
export function firstErrorMessage(node: unknown): string | undefined {
  if (!isObject(node)) return undefined;
  const own = ownErrorMessage(node);
  if (own) return own;
  for (const [key, value] of Object.entries(node)) {
    if (ERROR_META_KEYS.has(key)) continue;
    const nested = firstErrorMessage(value);
    if (nested) return nested;
  }
  return undefined;
}

/** Every error in a react-hook-form error tree, as field paths with messages, in tree order. */
export function flattenFormErrors(node: unknown, path = ""): FieldIssue[] {
  if (!isObject(node)) return [];
  const issues: FieldIssue[] = [];
  const own = ownErrorMessage(node);
  if (own) issues.push({ name: path, message: own });
  for (const [key, value] of Object.entries(node)) {
    if (ERROR_META_KEYS.has(key)) continue;
    issues.push(...flattenFormErrors(value, path ? `${path}.${key}` : key));
  }
  return issues;
}
