import { SignJWT } from "jose";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { userCacheMs } from "@/lib/auth/user-cache";
import { User } from "@/lib/db/models/user";
import { merchantWithToken, TEST_PASSWORD } from "@/lib/testing/accounts";
import { callRoute } from "@/lib/testing/call-route";
import { GET, POST } from "./route";

let account: Awaited<ReturnType<typeof merchantWithToken>>;

beforeAll(async () => {
  account = await merchantWithToken();
});

const form = (fields: Record<string, string>) => ({
  method: "POST",
  path: "/v2/token",
  body: new URLSearchParams(fields).toString(),
  headers: { "content-type": "application/x-www-form-urlencoded" },
});

const whoAmI = (headers: Record<string, string>) => callRoute(GET, { path: "/v2/token", headers });

async function signWith({
  secret,
  ...claims
}: {
  secret?: string;
  iss?: string;
  aud?: string;
  exp?: number;
  alg?: string;
}) {
  const key = new TextEncoder().encode(secret ?? process.env.AUTH_SECRET);
  return new SignJWT({ use: "access" })
    .setProtectedHeader({ alg: claims.alg ?? "HS256" })
    .setSubject(account.userId)
    .setIssuer(claims.iss ?? "loyaltypass")
    .setAudience(claims.aud ?? "loyaltypass-api")
    .setIssuedAt()
    .setExpirationTime(claims.exp ?? Math.floor(Date.now() / 1000) + 600)
    .sign(key);
}

describe("POST /v2/token", () => {
  it("issues a bearer token for the right e-mail and password", async () => {
    const response = await callRoute(
      POST,
      form({ username: account.email.toUpperCase(), password: TEST_PASSWORD }),
    );
    expect(response.status).toBe(200);
    expect(response.data).toEqual({
      accessToken: expect.any(String),
      tokenType: "bearer",
      mfaPending: false,
      pendingToken: null,
    });
    const token = (response.data as { accessToken: string }).accessToken;
    const me = await whoAmI({ authorization: `Bearer ${token}` });
    expect(me.status).toBe(200);
    expect(me.data).toEqual({
      id: account.userId,
      email: account.email,
      name: "Owner",
      emailVerified: true,
      active: true,
      admin: false,
    });
  });

  it("answers the same 401 for a wrong password and an unknown e-mail", async () => {
    const wrongPassword = await callRoute(
      POST,
      form({ username: account.email, password: "wrong password" }),
    );
    const unknownUser = await callRoute(
      POST,
      form({ username: "nobody@example.com", password: TEST_PASSWORD }),
    );
    for (const response of [wrongPassword, unknownUser]) {
      expect(response.status).toBe(401);
      expect(response.data).toEqual({ detail: "Incorrect username or password" });
      expect(response.headers.get("www-authenticate")).toBe("Bearer");
    }
  });

  it("reports missing form fields with input null", async () => {
    const response = await callRoute(POST, form({ password: "x" }));
    expect(response.status).toBe(422);
    expect(response.data).toEqual({
      detail: [{ type: "missing", loc: ["body", "username"], msg: "Field required", input: null }],
    });
  });

  it("accepts only the password grant", async () => {
    const response = await callRoute(
      POST,
      form({ grant_type: "client_credentials", username: account.email, password: TEST_PASSWORD }),
    );
    expect(response.status).toBe(422);
    expect(response.data).toMatchObject({
      detail: [{ type: "string_pattern_mismatch", loc: ["body", "grant_type"] }],
    });
  });

  // OAuth2PasswordRequestForm declares `grant_type: str | None = Form(default=None, pattern="^password$")`,
  // and FastAPI reads an empty form field as absent: `grant_type=` takes the default None and is accepted,
  // while an empty required field (`password=`) is "Field required" with input null.
  it("treats an empty form field as absent, like FastAPI's form handling", async () => {
    const emptyGrant = await callRoute(
      POST,
      form({ grant_type: "", username: account.email, password: TEST_PASSWORD, scope: "" }),
    );
    expect(emptyGrant.status).toBe(200);
    const emptyPassword = await callRoute(
      POST,
      form({ grant_type: "password", username: account.email, password: "" }),
    );
    expect(emptyPassword.status).toBe(422);
    expect(emptyPassword.data).toEqual({
      detail: [{ type: "missing", loc: ["body", "password"], msg: "Field required", input: null }],
    });
  });
});

describe("bearer authentication", () => {
  it("without a header: 401 Not authenticated with a Bearer challenge", async () => {
    const response = await whoAmI({});
    expect(response.status).toBe(401);
    expect(response.data).toEqual({ detail: "Not authenticated" });
    expect(response.headers.get("www-authenticate")).toBe("Bearer");
  });

  it("with another scheme or a malformed header: 401 Not authenticated", async () => {
    for (const authorization of ["Basic dXNlcjpwYXNz", "Bearer", "Bearer a b"]) {
      const response = await whoAmI({ authorization });
      expect(response.status).toBe(401);
      expect(response.data).toEqual({ detail: "Not authenticated" });
    }
  });

  it("rejects tampered, expired, foreign and unsigned tokens with Could not validate credentials", async () => {
    const valid = await signWith({});
    const [header, payload, signature] = valid.split(".");
    const forgedPayload = Buffer.from(
      JSON.stringify({ sub: "0123456789abcdef01234567", use: "access" }),
    ).toString("base64url");
    const unsignedHeader = Buffer.from(JSON.stringify({ alg: "none" })).toString("base64url");
    const tokens = {
      tampered: `${header}.${forgedPayload}.${signature}`,
      expired: await signWith({ exp: Math.floor(Date.now() / 1000) - 10 }),
      wrongAudience: await signWith({ aud: "someone-else" }),
      wrongIssuer: await signWith({ iss: "evil" }),
      wrongSecret: await signWith({ secret: "another-secret-of-sufficient-length-123456" }),
      otherAlgorithm: await signWith({ alg: "HS512" }),
      unsigned: `${unsignedHeader}.${payload}.`,
      garbage: "not-a-jwt",
    };
    for (const [name, token] of Object.entries(tokens)) {
      const response = await whoAmI({ authorization: `Bearer ${token}` });
      expect({ name, status: response.status, data: response.data }).toEqual({
        name,
        status: 401,
        data: { detail: "Could not validate credentials" },
      });
      expect(response.headers.get("www-authenticate")).toBe("Bearer");
    }
    expect((await whoAmI({ authorization: `Bearer ${valid}` })).status).toBe(200);
  });

  it("stops accepting a token it verified before once the token expires (the verified-token memory keeps exp)", async () => {
    const expiresAt = Math.floor(Date.now() / 1000) + 60;
    const token = await signWith({ exp: expiresAt });
    expect((await whoAmI({ authorization: `Bearer ${token}` })).status).toBe(200);
    expect((await whoAmI({ authorization: `Bearer ${token}` })).status).toBe(200);
    vi.useFakeTimers({ toFake: ["Date"], shouldAdvanceTime: true });
    try {
      vi.setSystemTime(expiresAt * 1000 + 1);
      expect((await whoAmI({ authorization: `Bearer ${token}` })).status).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });

  it("stops accepting a valid token once its user is disabled, within the user cache's bound", async () => {
    const other = await merchantWithToken();
    expect((await whoAmI({ authorization: `Bearer ${other.token}` })).status).toBe(200);
    // Disabled behind the app's back (another process, or by hand): every process notices within userCacheMs().
    await User.updateOne({ _id: other.userId }, { $set: { status: "disabled" } });
    // The clock (Date only) moves on by that bound rather than the test waiting for it.
    vi.useFakeTimers({ toFake: ["Date"], shouldAdvanceTime: true });
    try {
      vi.setSystemTime(Date.now() + userCacheMs());
      expect((await whoAmI({ authorization: `Bearer ${other.token}` })).status).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("X-Request-Id", () => {
  it("echoes a well-formed client id and replaces a malformed one", async () => {
    const echoed = await whoAmI({ "x-request-id": "partner-123.abc_X" });
    expect(echoed.headers.get("x-request-id")).toBe("partner-123.abc_X");
    const replaced = await whoAmI({ "x-request-id": "bad id with spaces" });
    expect(replaced.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });
});
