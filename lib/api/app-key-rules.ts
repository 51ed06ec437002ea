import type { AuthenticatedUser } from "@/lib/auth/authenticate";
import { notFound, ServiceError } from "@/lib/errors/api-error";
import { APP_KEY_ERROR_CODES, type AppKeyErrorCode } from "@/lib/schemas/app-key";
import { type AppKeyScope, resolveAppKeyScope } from "@/lib/services/app-keys/app-key-scope";

/**
 * How a route treats app keys: by default a key may call it within its limits; `deny` refuses every key
 * (managing keys, the account); `filter` lets a template-limited key call a list that filters by the scope
 * the handler receives (other routes without a template or program in their path refuse limited keys).
 */
export type AppKeyRule = "deny" | "filter";

const refuse = (code: AppKeyErrorCode) => new ServiceError(code, APP_KEY_ERROR_CODES[code], 403);
const READ_METHODS = new Set(["GET", "HEAD"]);

/** Right after authentication, before the input is read: what the key may never do. */
export function assertAppKeyMayCall({
  user,
  isUserRoute,
  rule,
  method,
}: {
  user: AuthenticatedUser | null;
  isUserRoute: boolean;
  rule: AppKeyRule | undefined;
  method: string;
}): void {
  if (!user?.appKey) return;
  if (isUserRoute || rule === "deny") throw refuse("APP_KEY_NOT_ALLOWED");
  if (!user.appKey.fullAccess && !READ_METHODS.has(method)) throw refuse("APP_KEY_READ_ONLY");
}

const named = (value: unknown, name: string): string | null => {
  const found = (value as Record<string, unknown> | null | undefined)?.[name];
  return typeof found === "string" ? found : null;
};

/**
 * For a key limited to some templates, once the input is valid: a template or program in the path outside
 * the scope answers 404 (as another merchant's would); a body naming a program outside it, or a route with
 * neither that does not filter its list, answers 403. Returns the scope (null: the key is not limited).
 */
export async function appKeyScopeFor({
  user,
  rule,
  params,
  body,
}: {
  user: AuthenticatedUser | null;
  rule: AppKeyRule | undefined;
  params: unknown;
  body: unknown;
}): Promise<AppKeyScope | null> {
  const grant = user?.appKey;
  if (!grant?.allowedTemplates) return null;
  const scope = await resolveAppKeyScope({
    merchantId: grant.merchantId,
    allowedTemplates: grant.allowedTemplates,
  });
  const templateId = named(params, "templateId");
  const programId = named(params, "programId");
  if (templateId !== null && !scope.templateIds.has(templateId)) throw notFound();
  if (programId !== null && !scope.programIds.has(programId)) throw notFound();
  if (templateId === null && programId === null && rule !== "filter")
    throw refuse("APP_KEY_OUTSIDE_TEMPLATES");
  const bodyProgramId = named(body, "programId");
  if (bodyProgramId !== null && !scope.programIds.has(bodyProgramId))
    throw refuse("APP_KEY_OUTSIDE_TEMPLATES");
  return scope;
}
