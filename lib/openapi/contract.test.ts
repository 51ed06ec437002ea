import path from "node:path";
import Ajv2020, { type ValidateFunction } from "ajv/dist/2020";
import { Types } from "mongoose";
import { encode } from "next-auth/jwt";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLIENT_IP_HEADER } from "@/lib/http/client-ip";
import { buildOpenApiDocument } from "@/lib/openapi/document";
import { OPERATIONS, type Operation } from "@/lib/openapi/operations";
import { LIST_OFFSET_MAX } from "@/lib/schemas/program";
import { passAuthenticationTokenOf } from "@/lib/services/pass-updates/pass-identity";
import {
  merchantWithToken,
  staffWithToken,
  TEST_PASSWORD,
  teamMemberWithToken,
} from "@/lib/testing/accounts";
import { type CallOptions, type CallResult, callRoute } from "@/lib/testing/call-route";
import { startGoogleWalletStandIn } from "@/lib/testing/google-wallet-stand-in";
import { imageForm, imageOf } from "@/lib/testing/images";
import { fillPath, probesFor } from "@/lib/testing/openapi-probes";
import { certificateUploadForm } from "@/lib/testing/pass-certificates";
import { uniqueClientIp } from "@/lib/testing/signup";

// Google Wallet's save links succeed against a local stand-in of Google's API (configured before the first getEnv()).
const googleWallet = await startGoogleWalletStandIn();
Object.assign(process.env, googleWallet.env);

/**
 * The contract test: every operation is called the ways that provoke its documented answers (the shared
 * status probes, plus successes on real resources, malformed uploads, revalidation, out-of-range paging and
 * the CSV export), and every real answer is checked against the document: its status is listed, its
 * content type is one the document names for that status (no body where it names none), and a JSON body
 * validates against the documented schema. A route answering a shape the document does not describe fails.
 */

type Handler = (request: Request, context: { params: Promise<unknown> }) => Promise<Response>;
type MediaTypes = Record<string, { schema: Record<string, unknown> }>;
type Responses = Record<string, { content?: MediaTypes }>;

const document = buildOpenApiDocument();
const APP = path.resolve(__dirname, "../../app");
const DOCUMENT_ID = "https://loyaltypass.invalid/v2/openapi.json";

const ajv = new Ajv2020({ strict: false, allErrors: true });
// The formats the document uses, checked as strictly as a client would rely on them.
ajv.addFormat(
  "date-time",
  (text: string) =>
    /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?(?:Z|[+-]\d\d:\d\d)$/.test(text) &&
    !Number.isNaN(Date.parse(text)),
);
ajv.addFormat("email", /^[^\s@]+@[^\s@]+$/);
ajv.addFormat("uri", (text: string) => URL.canParse(text));
ajv.addFormat("uri-reference", (text: string) => URL.canParse(text, "http://localhost/"));
ajv.addFormat("ipv4", /^(?:\d{1,3}\.){3}\d{1,3}$/);
ajv.addFormat("ipv6", /^[0-9a-f:.]+$/i);
ajv.addFormat("binary", () => true);
ajv.addSchema({ $id: DOCUMENT_ID, components: document.components });

const validators = new Map<string, ValidateFunction>();
/** The documented schema, its `#/components/…` references resolved against the document. */
function validatorFor(schema: Record<string, unknown>): ValidateFunction {
  const key = JSON.stringify(schema);
  let validate = validators.get(key);
  if (!validate) {
    validate = ajv.compile(JSON.parse(key.replaceAll('"#/components/', `"${DOCUMENT_ID}#/components/`)));
    validators.set(key, validate);
  }
  return validate;
}

const documented = (operation: Operation): Responses =>
  (document.paths[operation.path] as Record<string, { responses: Responses }>)[operation.method]?.responses ??
  {};

const mediaTypeOf = (response: CallResult) =>
  (response.headers.get("content-type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";

/** What is wrong with one real answer, measured against the document; empty when nothing is. */
function disagreements(operation: Operation, response: CallResult): string[] {
  const answer = documented(operation)[String(response.status)];
  if (!answer) return [`status ${response.status} is not documented`];
  if (!answer.content) {
    return response.text === ""
      ? []
      : [`${response.status} has a body (${mediaTypeOf(response)}); none is documented`];
  }
  const mediaType = mediaTypeOf(response);
  const documentedType = answer.content[mediaType];
  if (!documentedType) {
    return [
      `${response.status} answers ${mediaType || "no content type"}; documented: ${Object.keys(answer.content).join(", ")}`,
    ];
  }
  const body = mediaType === "application/json" ? JSON.parse(response.text || "null") : response.text;
  const validate = validatorFor(documentedType.schema);
  if (validate(body)) return [];
  return [
    `${response.status} ${mediaType} body breaks its schema: ${ajv.errorsText(validate.errors)} in ${response.text.slice(0, 300)}`,
  ];
}

type Fixtures = {
  loyaltyProgramId: string;
  giftProgramId: string;
  templateId: string;
  offerId: string;
  cardId: string;
  cardNumber: string;
  requestId: string;
  loyaltyRequestId: string;
  memberId: string;
  memberNumber: string;
  liveOfferId: string;
  webhookId: string;
  deliveryId: string;
  appKeyId: string;
  certificateId: string;
  messageId: string;
  promotionId: string;
  locationId: string;
  /** A cashier of the merchant and a pending invitation (decision 053). */
  userId: string;
  invitation: string;
};

let owner: Awaited<ReturnType<typeof merchantWithToken>>;
let staffToken: string;
let cookie: string;
let shared: Fixtures;
let png: Buffer;

const handlerOf = async (operationPath: string, method: string) =>
  (
    (await import(path.join(APP, `${operationPath.replace(/\{([^}]+)\}/g, "[$1]")}/route.ts`))) as Record<
      string,
      Handler
    >
  )[method.toUpperCase()] as Handler;

async function call(
  operationPath: string,
  method: string,
  params: Record<string, string>,
  options: CallOptions,
) {
  const filled = operationPath.replace(/\{([^}]+)\}/g, (_, name: string) => params[name] ?? name);
  const response = await callRoute(await handlerOf(operationPath, method), {
    method: method.toUpperCase(),
    path: filled,
    params,
    token: owner.token,
    ...options,
    headers: { [CLIENT_IP_HEADER]: uniqueClientIp(), ...options.headers },
  });
  expect(response.status, `${method} ${filled}: ${response.text.slice(0, 200)}`).toBeLessThan(300);
  return response.data as { id: string; requestId: string };
}

/** One of everything, created through the API itself: programs, a template and an offer with images, a card, an audit record. */
/** One of the endpoints the create probes left (a merchant may have 20), to be deleted instead of the shared one. */
async function spareWebhook(): Promise<Pick<Fixtures, "webhookId" | "deliveryId">> {
  const listed = (await call("/v2/webhooks", "get", {}, {})) as unknown as { items: { id: string }[] };
  const spare = listed.items.find((item) => item.id !== shared.webhookId);
  if (!spare) throw new Error("the create probes left no spare webhook");
  return { webhookId: spare.id, deliveryId: shared.deliveryId };
}

/** `webhook`: an endpoint of its own (a merchant may have 20), else the shared one's ids. */
async function makeFixtures(webhook?: Pick<Fixtures, "webhookId" | "deliveryId">): Promise<Fixtures> {
  const program = { passTypeIdentifier: "pass.com.example.contract", name: "Contract" };
  const loyaltyProgramId = (
    await call("/v2/programs", "post", {}, { json: { ...program, pointsScanPass: 1 } })
  ).id;
  const giftProgramId = (
    await call("/v2/programs", "post", {}, { json: { ...program, programType: "giftcard" } })
  ).id;
  const templateId = (
    await call("/v2/templates", "post", {}, { json: { name: "Contract", passType: "storeCard" } })
  ).id;
  await call(
    "/v2/templates/{templateId}/images/{type}/{resolution}",
    "post",
    { templateId, type: "logo", resolution: "normal" },
    { formData: imageForm(png) },
  );
  const offers = "/v2/loyalty/programs/{programId}/offers";
  const offerId = (
    await call(offers, "post", { programId: loyaltyProgramId }, { json: { name: "Contract offer" } })
  ).id;
  await call(
    `${offers}/{offerId}/card/images/{type}`,
    "post",
    { programId: loyaltyProgramId, offerId, type: "logo" },
    { formData: imageForm(png) },
  );
  const card = (await call(
    "/v2/giftcards/programs/{programId}/cards",
    "post",
    { programId: giftProgramId },
    { json: { initialValue: "25.00", customerEmail: "holder@example.com" } },
  )) as unknown as { id: string; cardNumber: string };
  const cardId = card.id;
  const { requestId } = await call(
    "/v2/giftcards/gdpr/export",
    "post",
    {},
    { json: { customerEmail: "holder@example.com" } },
  );
  const { requestId: loyaltyRequestId } = await call(
    "/v2/loyalty/gdpr/export",
    "post",
    {},
    { json: { customerEmail: "holder@example.com" } },
  );
  const member = (await call(
    "/v2/loyalty/programs/{programId}/members",
    "post",
    { programId: loyaltyProgramId },
    { json: { email: `member-${new Types.ObjectId().toHexString()}@example.com` } },
  )) as unknown as { id: string; memberNumber: string };
  await call(
    "/v2/loyalty/programs/{programId}/members/{memberId}/points",
    "post",
    { programId: loyaltyProgramId, memberId: member.id },
    { json: { points: 100, reason: "Contract" } },
  );
  const liveOfferId = (
    await call(
      offers,
      "post",
      { programId: loyaltyProgramId },
      { json: { name: "Live offer", pointsCost: 1 } },
    )
  ).id;
  await call(
    `${offers}/{offerId}/publish`,
    "post",
    { programId: loyaltyProgramId, offerId: liveOfferId },
    {},
  );
  const webhookId =
    webhook?.webhookId ??
    (
      await call(
        "/v2/webhooks",
        "post",
        {},
        { json: { url: "https://hooks.example.com/contract", events: ["giftcard.issued"] } },
      )
    ).id;
  const deliveryId =
    webhook?.deliveryId ?? (await call("/v2/webhooks/{webhookId}/test", "post", { webhookId }, {})).id;
  const appKeyId = (await call("/v2/appkeys", "post", {}, { json: { name: "Contract key" } })).id;
  const locationId = (await call("/v2/locations", "post", {}, { json: CONTRACT_LOCATION })).id;
  const certificateId = (
    await call(
      "/v2/wallet/apple/certificates",
      "post",
      {},
      { formData: certificateUploadForm(program.passTypeIdentifier) },
    )
  ).id;
  return {
    loyaltyProgramId,
    giftProgramId,
    templateId,
    offerId,
    cardId,
    cardNumber: card.cardNumber,
    requestId,
    loyaltyRequestId,
    memberId: member.id,
    memberNumber: member.memberNumber,
    liveOfferId,
    webhookId,
    deliveryId,
    appKeyId,
    certificateId,
    locationId,
    userId: (await teamMemberWithToken(owner.merchantId, "cashier")).userId,
    invitation: (
      await call(
        "/v2/team/invitations",
        "post",
        {},
        { json: { email: `invitee-${new Types.ObjectId().toHexString()}@example.com`, role: "cashier" } },
      )
    ).id,
    messageId: (
      await call(
        "/v2/loyalty/programs/{programId}/messages",
        "post",
        { programId: loyaltyProgramId },
        { json: { ...MESSAGE, sendAt: new Date(Date.now() + 86_400_000).toISOString() } },
      )
    ).id,
    promotionId: (
      await call(
        "/v2/loyalty/programs/{programId}/promotions",
        "post",
        { programId: loyaltyProgramId },
        { json: { name: "Contract hour", bonusPoints: 5, ...PROMOTION_WINDOW } },
      )
    ).id,
  };
}

/** A promotion's window (issue 29): this year and the next, on UTC's clock. */
const PROMOTION_WINDOW = { startAt: "2026-01-01T00:00:00Z", endAt: "2028-01-01T00:00:00Z", timeZone: "UTC" };
/** A shop of the merchant (issue 30), for the location operations. */
const CONTRACT_LOCATION = {
  name: "Contract",
  address: { line1: "Hauptstraße 1", postalCode: "10115", city: "Berlin", country: "DE" },
  latitude: 52.52,
  longitude: 13.405,
  timeZone: "Europe/Berlin",
};

/** A message to every holder (issue 29), scheduled a day ahead in the fixtures. */
const MESSAGE = { text: "Closed on Monday", kind: "service", audience: { all: true } };

/** Real ids for every `{param}`, so that successes are provoked too; gift-card paths get the gift-card program. */
function paramsFor(operation: Operation, fixtures: Fixtures): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [, key] of operation.path.matchAll(/\{([^}]+)\}/g)) {
    const name = key as string;
    params[name] =
      name === "programId"
        ? operation.path.startsWith("/v2/giftcards/")
          ? fixtures.giftProgramId
          : fixtures.loyaltyProgramId
        : name === "offerId" && operation.path.endsWith("/redemptions")
          ? fixtures.liveOfferId
          : name === "requestId" && operation.path.startsWith("/v2/loyalty/gdpr/")
            ? fixtures.loyaltyRequestId
            : name === "type"
              ? "logo"
              : name === "resolution"
                ? "normal"
                : (PASSKIT_PARAMS(fixtures)[name] ??
                  (fixtures as Record<string, string>)[name] ??
                  new Types.ObjectId().toHexString());
  }
  return params;
}

/** The Apple Wallet web service's path parameters: the shared member's pass, on one device. */
const PASSKIT_PARAMS = (fixtures: Fixtures): Record<string, string> => ({
  deviceLibraryIdentifier: "contract-device",
  passTypeIdentifier: "pass.com.example.contract",
  serialNumber: `member-${fixtures.memberId}`,
});

const EXPORTS = new Set(["exportGiftCardCustomer", "exportLoyaltyMember", "exportPerson"]);
const ERASURES = new Set(["eraseLoyaltyMember", "erasePerson"]);

/** Answers beyond the status probes: the ones a schema-driven fuzzer found the document silent or wrong about. */
function contractProbes(
  operation: Operation,
  params: Record<string, string>,
  fixtures: Fixtures,
): CallOptions[] {
  const filled = fillPath(operation, params);
  const base = { method: operation.method.toUpperCase(), path: filled, params, token: owner.token };
  const probes: CallOptions[] = [
    // An owner's malformed X-Merchant-Id: refused as its documented pattern says.
    { ...base, headers: { "x-merchant-id": "not-a-merchant" } },
  ];
  if (operation.operationId === "uploadAppleCertificate")
    probes.push({ ...base, formData: certificateUploadForm("pass.com.example.contract") });
  if (operation.body?.mediaType === "multipart/form-data") {
    probes.push({ ...base, formData: imageForm(png) });
    probes.push({
      ...base,
      body: "--x\r\nnot a part",
      headers: { "content-type": "multipart/form-data; boundary=x" },
    });
  }
  if (operation.body?.name === "TokenRequest") {
    const form = new URLSearchParams({ username: owner.email, password: TEST_PASSWORD }).toString();
    probes.push({
      ...base,
      token: undefined,
      body: form,
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
  }
  if (EXPORTS.has(operation.operationId)) {
    for (const format of ["json", "csv"])
      probes.push({ ...base, json: { customerEmail: "holder@example.com", format } });
  }
  if (ERASURES.has(operation.operationId))
    probes.push({ ...base, path: `${filled}?dryRun=true`, json: { customerEmail: "holder@example.com" } });
  if (operation.operationId === "scanMember")
    probes.push({ ...base, json: { memberNumber: fixtures.memberNumber } });
  if (operation.operationId === "lookUpGiftCard")
    probes.push({ ...base, path: `${filled}?cardNumber=${fixtures.cardNumber}` });
  if (operation.operationId === "createMessage") probes.push({ ...base, json: MESSAGE });
  if (operation.operationId === "countMessageAudience")
    probes.push({ ...base, json: { audience: { all: true } } });
  if (operation.operationId === "updateAutomations")
    probes.push({ ...base, json: { welcome: {}, birthday: {}, winBack: {}, pointsExpiring: {} } });
  if (operation.operationId === "redeemOffer")
    probes.push({ ...base, json: { memberId: fixtures.memberId } });
  if (operation.notModified) probes.push({ ...base, headers: { "if-none-match": "*" } });
  if (operation.applePassAuth) {
    // A device's own request: the pass's token, a push token to register, a copy it may already have.
    const device = {
      ...base,
      token: undefined,
      headers: { authorization: `ApplePass ${passAuthenticationTokenOf(params.serialNumber ?? "")}` },
    };
    probes.push(operation.body ? { ...device, json: { pushToken: "ab".repeat(32) } } : device);
    const tomorrow = new Date(Date.now() + 86_400_000).toUTCString();
    if (operation.notModifiedSince)
      probes.push({ ...device, headers: { ...device.headers, "if-modified-since": tomorrow } });
  }
  if (operation.query) {
    probes.push({ ...base, path: `${filled}?offset=34${"0".repeat(36)}` });
    probes.push({ ...base, path: `${filled}?offset=${LIST_OFFSET_MAX + 1}&page=100001` });
  }
  return probes.map((probe) => ({
    ...probe,
    headers: { [CLIENT_IP_HEADER]: uniqueClientIp(), ...probe.headers },
  }));
}

/**
 * Operations whose success needs what a test cannot hold: an e-mailed code or link, or the owner's password changed.
 * The card page's own actions and the join's code (decision 042) prove their successes in their route tests.
 */
const SUCCESS_OUT_OF_REACH = new Set([
  "activatePendingSignup",
  "confirmPasswordReset",
  "changePassword",
  "openCardByCode",
  "stopMarketingByCard",
  "requestCardErasureCode",
  "eraseCardByCode",
  "confirmMarketingConsent",
  "acceptInvitation",
]);

beforeAll(async () => {
  owner = await merchantWithToken("Contract Café");
  ({ token: staffToken } = await staffWithToken());
  cookie = `next-auth.session-token=${await encode({ token: { sub: owner.userId }, secret: process.env.AUTH_SECRET ?? "" })}`;
  png = await imageOf(100, 40);
  shared = await makeFixtures();
});
afterAll(() => googleWallet.close());

describe("every real answer is one the OpenAPI document describes", () => {
  it.each(OPERATIONS)("$method $path ($operationId)", async (operation) => {
    const handler = await handlerOf(operation.path, operation.method);
    // What changes or removes a resource gets resources of its own, so the operations after it keep theirs; a gift
    // card's link needs a card whose holder the GDPR probes have not erased yet.
    const destructive =
      operation.method === "delete" ||
      /^((archive|unarchive)Program|replaceGiftCardLink)$/.test(operation.operationId);
    const fixtures = destructive
      ? await makeFixtures(operation.operationId === "deleteWebhook" ? await spareWebhook() : shared)
      : shared;
    const params = paramsFor(operation, fixtures);
    if (operation.operationId === "unarchiveProgram")
      await call(`${operation.path.replace(/\/unarchive$/, "")}/archive`, "post", params, {});
    const probes = [
      ...contractProbes(operation, params, fixtures),
      ...probesFor(operation, { owner, staffToken, cookie, paramsOf: () => params }),
    ];
    const problems: string[] = [];
    const seen = new Set<number>();
    for (const probe of probes) {
      const response = await callRoute(handler, probe);
      seen.add(response.status);
      for (const problem of disagreements(operation, response))
        problems.push(`${problem} — for ${JSON.stringify({ ...probe, formData: undefined }).slice(0, 200)}`);
    }
    expect(problems).toEqual([]);
    if (!SUCCESS_OUT_OF_REACH.has(operation.operationId)) expect(seen).toContain(operation.success.status);
  });

  it("fails on an answer the document does not describe", async () => {
    const getProgram = OPERATIONS.find((operation) => operation.operationId === "getProgram") as Operation;
    const reply = (status: number, body: string, type = "application/json") =>
      ({ status, headers: new Headers({ "content-type": type }), data: null, text: body }) as CallResult;
    expect(disagreements(getProgram, reply(418, "{}"))).toEqual(["status 418 is not documented"]);
    expect(disagreements(getProgram, reply(200, '{"id":"x"}'))[0]).toMatch(/body breaks its schema/);
    expect(disagreements(getProgram, reply(404, '{"detail":{"code":1}}'))[0]).toMatch(
      /body breaks its schema/,
    );
    expect(disagreements(getProgram, reply(200, "id,name", "text/csv"))[0]).toMatch(/answers text\/csv/);
  });
});
