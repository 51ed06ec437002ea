import type { z } from "zod";
import { type AppKeyRule, appKeyScopeFor, assertAppKeyMayCall } from "@/lib/api/app-key-rules";
import { errorResponse } from "@/lib/api/error-response";
import { type IdempotencyOption, prepareIdempotency, runIdempotently } from "@/lib/api/idempotent";
import { type BodyKind, bodyLimitFor, readRequestBody } from "@/lib/api/read-body";
import { REQUEST_ID_HEADER, requestIdFor } from "@/lib/api/request-id";
import {
  collectFailures,
  searchParamsToObject,
  type ValidationOutcome,
  validatePart,
} from "@/lib/api/validate-request";
import {
  type AuthenticatedUser,
  authenticate,
  MERCHANT_HEADER,
  resolveMerchantScope,
} from "@/lib/auth/authenticate";
import { assertMerchantExists } from "@/lib/auth/merchant-scope";
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailableError } from "@/lib/db/errors";
import { ApiError, serviceUnavailable } from "@/lib/errors/api-error";
import { isRequestLogOn, logRequest } from "@/lib/log/request-log";
import { matchRoute } from "@/lib/openapi/route-table";
import { model, objectId } from "@/lib/schemas/fields";
import type { AppKeyScope } from "@/lib/services/app-keys/app-key-scope";

type AuthMode = "none" | "user" | "merchant";

type ApiOptions<Body, Query, Params> = {
  auth: AuthMode;
  body?: z.ZodType<Body>;
  bodyKind?: BodyKind;
  query?: z.ZodType<Query>;
  params?: z.ZodType<Params>;
  maxBodyBytes?: number;
  /** Runs before authentication and validation, e.g. a rate limit; may return headers for the response. */
  before?: (request: Request) => Promise<Record<string, string> | undefined>;
  /** A creating POST: honours `Idempotency-Key` (merchant routes only; see lib/api/idempotent.ts). */
  idempotent?: IdempotencyOption;
  /** How partners' app keys are treated (lib/api/app-key-rules.ts); user routes refuse them. */
  appKey?: AppKeyRule;
};

type AuthOf<Mode extends AuthMode> = Mode extends "none" ? null : AuthenticatedUser;
type MerchantOf<Mode extends AuthMode> = Mode extends "merchant" ? string : null;

export type ApiContext<Body, Query, Params, Mode extends AuthMode> = {
  request: Request;
  body: Body;
  query: Query;
  params: Params;
  user: AuthOf<Mode>;
  merchantId: MerchantOf<Mode>;
  requestId: string;
  /** Set for an app key limited to some templates: what it may see (lists filter by it). */
  appKeyScope: AppKeyScope | null;
};

type RouteContext = { params: Promise<unknown> };

/** Keyed by the header name, so a failure is located at `["header", "x-merchant-id"]`. */
const merchantHeaderSchema = model({ [MERCHANT_HEADER]: objectId() });

async function authorize(request: Request, mode: AuthMode, appKey: AppKeyRule | undefined) {
  if (mode === "none") return { user: null, merchantId: null, failures: [] as ValidationOutcome<unknown>[] };
  const user = await authenticate(request);
  assertAppKeyMayCall({ user, isUserRoute: mode === "user", rule: appKey, method: request.method });
  if (mode === "user") return { user, merchantId: null, failures: [] };
  const merchantId = resolveMerchantScope(user, request);
  if (user.role !== "staff") {
    // Owners act for their own merchant whatever the header names, but a malformed header is refused
    // (422), as its documented pattern says, rather than silently passed over.
    const named = request.headers.get(MERCHANT_HEADER);
    const header =
      named === null ? null : validatePart(merchantHeaderSchema, "header", { [MERCHANT_HEADER]: named });
    return { user, merchantId, failures: header && !header.ok ? [header] : [] };
  }
  const header = validatePart(merchantHeaderSchema, "header", { [MERCHANT_HEADER]: merchantId });
  if (header.ok) await assertMerchantExists(merchantId);
  return { user, merchantId, failures: [header] };
}

async function validateBody<Body>(request: Request, options: ApiOptions<Body, unknown, unknown>) {
  if (!options.body) return { ok: true, data: undefined } as ValidationOutcome<Body>;
  const kind = options.bodyKind ?? "json";
  const limit = options.maxBodyBytes ?? bodyLimitFor(kind);
  const read = await readRequestBody(request, kind, limit);
  if (!read.ok) return { ok: false, items: [read.item] } as ValidationOutcome<Body>;
  const outcome = validatePart(options.body, "body", read.value);
  // FastAPI reports a missing form field (or file part) with input null, not the enclosing form.
  if (!outcome.ok && kind !== "json") {
    outcome.items = outcome.items.map((item) => (item.type === "missing" ? { ...item, input: null } : item));
  }
  return outcome;
}

function respondToError(error: unknown, requestId: string, request: Request): Response {
  if (error instanceof ApiError) return errorResponse(error);
  if (isDatabaseUnavailableError(error))
    return errorResponse(serviceUnavailable(DATABASE_RETRY_AFTER_SECONDS));
  console.error(`[${requestId}] ${request.method} ${new URL(request.url).pathname} failed:`, error);
  return Response.json({ detail: "Internal Server Error" }, { status: 500 });
}

/**
 * The one wrapper every /v2 handler goes through: request id, optional pre-check (rate limit),
 * authentication, validation of path, query and body into FastAPI-shaped 422s, and error mapping.
 */
export function withApi<
  Body = undefined,
  Query = undefined,
  Params = undefined,
  Mode extends AuthMode = AuthMode,
>(
  options: ApiOptions<Body, Query, Params> & { auth: Mode },
  handler: (context: ApiContext<Body, Query, Params, Mode>) => Promise<Response>,
) {
  const route = async (request: Request, routeContext?: RouteContext): Promise<Response> => {
    const startedAt = performance.now();
    const requestId = requestIdFor(request);
    let extraHeaders: Record<string, string> = {};
    let actingFor: string | null = null;
    let response: Response;
    try {
      extraHeaders = (await options.before?.(request)) ?? {};
      const { user, merchantId, failures } = await authorize(request, options.auth, options.appKey);
      const idempotency = options.idempotent && merchantId ? prepareIdempotency(request) : null;
      actingFor = merchantId;
      const rawParams = (await routeContext?.params) ?? {};
      const params = options.params
        ? validatePart(options.params, "path", rawParams)
        : { ok: true as const, data: undefined };
      const query = options.query
        ? validatePart(options.query, "query", searchParamsToObject(request.url))
        : { ok: true as const, data: undefined };
      const body = await validateBody(request, options as ApiOptions<Body, unknown, unknown>);
      const items = collectFailures([
        params,
        query,
        ...failures,
        ...(idempotency ? [idempotency.header] : []),
        body,
      ]);
      if (items.length > 0 || !params.ok || !query.ok || !body.ok) {
        response = Response.json({ detail: items }, { status: 422 });
      } else {
        const appKeyScope = await appKeyScopeFor({
          user,
          rule: options.appKey,
          params: params.data,
          body: body.data,
        });
        const run = () =>
          handler({
            request,
            body: body.data as Body,
            query: query.data as Query,
            params: params.data as Params,
            user: user as AuthOf<Mode>,
            merchantId: merchantId as MerchantOf<Mode>,
            requestId,
            appKeyScope,
          });
        response =
          idempotency?.key && merchantId
            ? await runIdempotently({
                request,
                key: idempotency.key,
                readBody: idempotency.readBody,
                merchantId,
                option: options.idempotent,
                run,
              })
            : await run();
      }
    } catch (error) {
      response = respondToError(error, requestId, request);
    }
    if (isRequestLogOn()) {
      logRequest({
        requestId,
        method: request.method,
        route: matchRoute(new URL(request.url).pathname)?.path ?? "(unknown)",
        status: response.status,
        durationMs: performance.now() - startedAt,
        merchantId: actingFor,
      });
    }
    return withHeaders(response, { ...extraHeaders, [REQUEST_ID_HEADER]: requestId });
  };
  // Read by the OpenAPI test: an operation documents Idempotency-Key exactly when its route honours it.
  return Object.assign(route, { isIdempotent: Boolean(options.idempotent) });
}

/**
 * Adds the request id (and a pre-check's headers, unless the handler set them). On the handler's own Response
 * when its headers may change (Response.json's may): wrapping its body in a new Response would turn a body of
 * known length into a stream that Next pipes chunk by chunk (measured by npm run bench:api).
 */
function withHeaders(response: Response, added: Record<string, string>): Response {
  const apply = (headers: Headers) => {
    for (const [name, value] of Object.entries(added))
      if (name === REQUEST_ID_HEADER || !headers.has(name)) headers.set(name, value);
  };
  try {
    apply(response.headers);
    return response;
  } catch {
    // Immutable headers (a Response.redirect or a fetched one): copy them onto a new Response.
    const headers = new Headers(response.headers);
    apply(headers);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }
}
