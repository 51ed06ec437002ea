import type { z } from "zod";
import { appKeyScopeFor, assertAppKeyMayCall } from "@/lib/api/app-key-rules";
import { prepareIdempotency, runIdempotently } from "@/lib/api/idempotent";
import { assertRoleMayCall } from "@/lib/api/operation-roles";
import { authorizeApplePass } from "@/lib/api/passkit";
import { enforceRateLimit } from "@/lib/api/rate-limit";
import { type BodyKind, bodyLimitFor, readRequestBody } from "@/lib/api/read-body";
import { type RouteHandler, serveRequest } from "@/lib/api/serve-request";
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
import { clientIpOf, clientKeyOf } from "@/lib/http/client-ip";
import type { Operation, OperationAuth } from "@/lib/openapi/operation";
import { model, objectId } from "@/lib/schemas/fields";
import type { AppKeyScope } from "@/lib/services/app-keys/app-key-scope";
import type { ServedPass } from "@/lib/services/wallet/apple/web-service/authorize-pass";

type AuthOf<Mode extends OperationAuth> = Mode extends "none" ? null : AuthenticatedUser;
type MerchantOf<Mode extends OperationAuth> = Mode extends "merchant" ? string : null;

/** What a schema validates into; `undefined` where the operation has none. */
type Validated<Schema> = Schema extends z.ZodType ? z.output<Schema> : undefined;
type ParamsOf<Op> = Op extends { params: infer Schema } ? Validated<Schema> : undefined;
type QueryOf<Op> = Op extends { query: infer Schema } ? Validated<Schema> : undefined;
type BodyOf<Op> = Op extends { body: { schema: infer Schema } } ? Validated<Schema> : undefined;
type PassOf<Op> = Op extends { applePassAuth: true } ? ServedPass : null;

export type ApiContext<Body, Query, Params, Mode extends OperationAuth, Pass = null> = {
  request: Request;
  body: Body;
  query: Query;
  params: Params;
  user: AuthOf<Mode>;
  merchantId: MerchantOf<Mode>;
  requestId: string;
  /** Set for an app key limited to some templates: what it may see (lists filter by it). */
  appKeyScope: AppKeyScope | null;
  /** The pass an `applePassAuth` operation's token opened (checked before anything of the request is read). */
  pass: Pass;
};

type ContextOf<Op extends Operation> = ApiContext<
  BodyOf<Op>,
  QueryOf<Op>,
  ParamsOf<Op>,
  Op["auth"],
  PassOf<Op>
>;

/** A /v2 route method: the handler Next calls, carrying the operation it serves (read by 405s and tests). */
export type OperationHandler = RouteHandler & { operation: Operation };

const BODY_KINDS: Record<NonNullable<NonNullable<Operation["body"]>["mediaType"]>, BodyKind> = {
  "application/json": "json",
  "application/x-www-form-urlencoded": "form",
  "multipart/form-data": "multipart",
};

/** Keyed by the header name, so a failure is located at `["header", "x-merchant-id"]`. */
const merchantHeaderSchema = model({ [MERCHANT_HEADER]: objectId() });

async function authorize(request: Request, operation: Operation) {
  const mode = operation.auth;
  if (mode === "none") return { user: null, merchantId: null, failures: [] as ValidationOutcome<unknown>[] };
  const user = await authenticate(request);
  assertAppKeyMayCall({ user, isUserRoute: mode === "user", rule: operation.appKey, method: request.method });
  assertRoleMayCall({ user, operationId: operation.operationId });
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

async function validateBody(request: Request, operation: Operation): Promise<ValidationOutcome<unknown>> {
  if (!operation.body) return { ok: true, data: undefined };
  const kind = BODY_KINDS[operation.body.mediaType ?? "application/json"];
  const limit = operation.maxBodyBytes ?? bodyLimitFor(kind);
  const read = await readRequestBody(request, kind, limit);
  if (!read.ok) return { ok: false, items: [read.item] };
  const outcome = validatePart(operation.body.schema, "body", read.value);
  // FastAPI reports a missing form field (or file part) with input null, not the enclosing form.
  if (!outcome.ok && kind !== "json") {
    outcome.items = outcome.items.map((item) => (item.type === "missing" ? { ...item, input: null } : item));
  }
  return outcome;
}

const NOTHING = { ok: true as const, data: undefined };

/**
 * The one wrapper every /v2 handler goes through, given the operation the route serves (its resource's
 * `<resource>-operations.ts`, the same object the OpenAPI document lists): the rate limit, authentication and
 * app-key rule, validation of path, query and body into FastAPI-shaped 422s, `Idempotency-Key`; the request
 * id, error mapping and log line (named by the operation's path) come from serveRequest.
 */
export function withApi<Op extends Operation>(
  operation: Op,
  handler: (context: ContextOf<Op>) => Promise<Response>,
): OperationHandler {
  const route = serveRequest(operation.path, async (request, exchange, routeContext) => {
    if (operation.rateLimit)
      exchange.headers = await enforceRateLimit(operation.rateLimit, clientKeyOf(clientIpOf(request)));
    const rawParams = (await routeContext?.params) ?? {};
    // A Wallet pass's token is checked first, like a user's: a stranger learns nothing from validation.
    const pass = operation.applePassAuth ? await authorizeApplePass(request, rawParams) : null;
    const { user, merchantId, failures } = await authorize(request, operation);
    const idempotency = operation.idempotent && merchantId ? prepareIdempotency(request) : null;
    exchange.merchantId = merchantId;
    const params = operation.params ? validatePart(operation.params, "path", rawParams) : NOTHING;
    const query = operation.query
      ? validatePart(operation.query, "query", searchParamsToObject(request.url))
      : NOTHING;
    const body = await validateBody(request, operation);
    const items = collectFailures([
      params,
      query,
      ...failures,
      ...(idempotency ? [idempotency.header] : []),
      body,
    ]);
    if (items.length > 0 || !params.ok || !query.ok || !body.ok)
      return Response.json({ detail: items }, { status: 422 });
    const appKeyScope = await appKeyScopeFor({
      user,
      rule: operation.appKey,
      params: params.data,
      body: body.data,
    });
    const run = () =>
      handler({
        request,
        body: body.data,
        query: query.data,
        params: params.data,
        user,
        merchantId,
        requestId: exchange.requestId,
        appKeyScope,
        pass,
      } as ContextOf<Op>);
    if (!idempotency?.key || !merchantId) return run();
    return runIdempotently({
      request,
      key: idempotency.key,
      readBody: idempotency.readBody,
      merchantId,
      option: operation.idempotent,
      run,
    });
  });
  return Object.assign(route, { operation });
}
