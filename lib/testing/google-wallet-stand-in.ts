import { generateKeyPairSync, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { type JWTPayload, jwtVerify } from "jose";
import { GOOGLE_SAVE_URL_PREFIX } from "@/lib/schemas/google-wallet";
import { WALLET_SCOPE } from "@/lib/services/wallet/google/access-token";
import {
  type GoogleWriteMode,
  googleAddMessageProblems,
  googleBodyProblems,
  googleSaveJwtProblems,
  isGoogleWalletCollection,
} from "@/lib/testing/google-wallet-schemas";

export type StandInCall = {
  method: string;
  collection: string;
  id: string | null;
  status: number;
  body: unknown;
  /** A custom method after the id (`addMessage`); absent for insert, get, patch and update. */
  action?: string;
};
export type TokenRequest = { isAccepted: boolean; claims: JWTPayload | null; problem: string | null };

/**
 * A local stand-in of Google's OAuth token endpoint and Wallet REST API on 127.0.0.1, for tests: it checks the
 * service-account assertion (signature with the public half of a key made here, `aud`, `iss`, `scope`), answers
 * only bearer tokens it issued, keeps classes and objects (insert → 409 when present, get, patch, update) and
 * records every call. Every body is checked as Google checks it (google-wallet-schemas.ts): a missing required
 * field, a wrong type or an unknown field answers 400 INVALID_ARGUMENT, so a test fails on anything Google would
 * refuse; `saveLinkProblems` does the same for a save link. `failNext` makes the next API calls answer the given
 * statuses instead.
 */
export async function startGoogleWalletStandIn() {
  const { publicKey, privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const privateKeyPem = privateKey.export({ type: "pkcs8", format: "pem" }).toString();
  const clientEmail = "wallet@loyaltypass-test.iam.gserviceaccount.com";
  const issuerId = "3388000000012345678";
  const tokens = new Set<string>();
  const tokenRequests: TokenRequest[] = [];
  const calls: StandInCall[] = [];
  const resources = new Map<string, { collection: string; body: Record<string, unknown> }>();
  const failNext: number[] = [];
  let tokenUrl = "";

  const readBody = async (request: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString("utf8");
  };
  const send = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { "content-type": "application/json" });
    response.end(JSON.stringify(body));
  };

  async function token(request: IncomingMessage, response: ServerResponse) {
    const form = new URLSearchParams(await readBody(request));
    let claims: JWTPayload | null = null;
    let problem: string | null = null;
    try {
      if (form.get("grant_type") !== "urn:ietf:params:oauth:grant-type:jwt-bearer")
        throw new Error("grant_type");
      ({ payload: claims } = await jwtVerify(form.get("assertion") ?? "", publicKey, {
        algorithms: ["RS256"],
        audience: tokenUrl,
        issuer: clientEmail,
      }));
      if (claims.scope !== WALLET_SCOPE) throw new Error(`scope ${String(claims.scope)}`);
    } catch (error) {
      problem = (error as Error).message;
    }
    tokenRequests.push({ isAccepted: problem === null, claims, problem });
    if (problem) return send(response, 400, { error: "invalid_grant", error_description: problem });
    const accessToken = `ya29.${randomBytes(16).toString("hex")}`;
    tokens.add(accessToken);
    send(response, 200, { access_token: accessToken, expires_in: 3599, token_type: "Bearer" });
  }

  async function api(request: IncomingMessage, response: ServerResponse, path: string) {
    const [collection = "", rawId, action] = path.split("/");
    const id = rawId ? decodeURIComponent(rawId) : null;
    const text = await readBody(request);
    const body = text ? (JSON.parse(text) as Record<string, unknown>) : null;
    const answer = (status: number, json: unknown) => {
      calls.push({
        method: request.method ?? "",
        collection,
        id: id ?? (body?.id as string) ?? null,
        status,
        body,
        ...(action && { action }),
      });
      send(response, status, json);
    };
    const bearer = (request.headers.authorization ?? "").replace(/^Bearer /, "");
    if (!tokens.has(bearer)) return answer(401, { error: { code: 401, message: "unauthenticated" } });
    const failure = failNext.shift();
    if (failure) return answer(failure, { error: { code: failure, message: "stand-in failure" } });
    if (!isGoogleWalletCollection(collection))
      return answer(404, { error: { code: 404, message: `no collection ${collection}` } });
    const refuse = (problems: string[]) =>
      answer(400, { error: { code: 400, message: problems.join("; "), status: "INVALID_ARGUMENT" } });
    const check = (candidate: unknown, mode: GoogleWriteMode) =>
      googleBodyProblems(collection, candidate, mode);
    if (request.method === "POST" && !id) {
      const problems = check(body, "insert");
      if (problems.length > 0 || !body) return refuse(problems);
      const key = String(body.id);
      if (resources.has(key)) return answer(409, { error: { code: 409, message: "already exists" } });
      // "The class must be of the same type as this object, must already exist" (the reference's classId).
      const classCollection = collection.replace(/Object$/, "Class");
      if (
        classCollection !== collection &&
        resources.get(String(body.classId))?.collection !== classCollection
      )
        return refuse([`classId: no ${classCollection} ${String(body.classId)}`]);
      resources.set(key, { collection, body });
      return answer(200, body);
    }
    const stored = id ? resources.get(id) : undefined;
    if (!id || !stored || stored.collection !== collection)
      return answer(404, { error: { code: 404, message: "not found" } });
    if (action === "addMessage" && request.method === "POST") {
      const problems = googleAddMessageProblems(body);
      if (problems.length > 0) return refuse(problems);
      const messages = (stored.body.messages as unknown[] | undefined) ?? [];
      stored.body = { ...stored.body, messages: [...messages, (body as { message: unknown }).message] };
      return answer(200, { resource: stored.body });
    }
    if (action) return answer(404, { error: { code: 404, message: `no method ${action}` } });
    if (request.method === "GET") return answer(200, stored.body);
    if (request.method !== "PATCH" && request.method !== "PUT")
      return answer(405, { error: { code: 405, message: "method not allowed" } });
    if (!body || (body.id !== undefined && body.id !== id)) return refuse([`id: the body's id is not ${id}`]);
    const next = request.method === "PATCH" ? { ...stored.body, ...body } : body;
    // A patch may carry any part; what it leaves behind must still be a whole resource.
    const problems = [
      ...check(body, request.method === "PATCH" ? "patch" : "update"),
      ...check(next, "update"),
    ];
    if (problems.length > 0) return refuse([...new Set(problems)]);
    stored.body = next;
    answer(200, stored.body);
  }

  /**
   * What Google's save page would refuse in a save link: its signature (RS256 by the service account's key), its
   * claims (google-wallet-schemas.ts) and every object it names by id, which must exist here in its collection.
   */
  async function saveLinkProblems(saveUrl: string, base = GOOGLE_SAVE_URL_PREFIX): Promise<string[]> {
    if (!saveUrl.startsWith(base)) return [`not a save link: ${saveUrl.slice(0, 40)}`];
    let claims: JWTPayload;
    try {
      ({ payload: claims } = await jwtVerify(saveUrl.slice(base.length), publicKey, {
        algorithms: ["RS256"],
        issuer: clientEmail,
        audience: "google",
      }));
    } catch (error) {
      return [`signature or claims: ${(error as Error).message}`];
    }
    const problems = googleSaveJwtProblems(claims);
    if (problems.length > 0) return problems;
    const payload = claims.payload as Record<string, { id: string }[]>;
    const collectionOf = (key: string) => key.replace(/s$/, "");
    for (const [key, entries] of Object.entries(payload))
      for (const entry of entries)
        if (Object.keys(entry).length === 1 && resources.get(entry.id)?.collection !== collectionOf(key))
          problems.push(`${key}: ${entry.id} does not exist`);
    return problems;
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    const handled =
      url.pathname === "/token"
        ? token(request, response)
        : url.pathname.startsWith("/walletobjects/v1/")
          ? api(request, response, url.pathname.slice("/walletobjects/v1/".length))
          : Promise.resolve(send(response, 404, {}));
    handled.catch((error) => send(response, 500, { error: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  tokenUrl = `${base}/token`;

  return {
    issuerId,
    clientEmail,
    publicKey,
    tokenUrl,
    tokenRequests,
    calls,
    resources,
    failNext,
    saveLinkProblems,
    /** The configuration that points the service at this stand-in (set it before the first `getEnv()`). */
    env: {
      GOOGLE_WALLET_ISSUER_ID: issuerId,
      GOOGLE_WALLET_SERVICE_ACCOUNT: JSON.stringify({
        type: "service_account",
        client_email: clientEmail,
        private_key: privateKeyPem,
      }),
      GOOGLE_WALLET_API_URL: `${base}/walletobjects/v1`,
      GOOGLE_OAUTH_TOKEN_URL: tokenUrl,
    },
    /** The API calls of one collection (and method), in order. */
    callsTo: (collection: string, method?: string) =>
      calls.filter((call) => call.collection === collection && (!method || call.method === method)),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
