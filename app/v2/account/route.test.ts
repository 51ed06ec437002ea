import { describe, expect, it } from "vitest";
import { verifyLogin } from "@/lib/services/auth/sign-in";
import { merchantWithToken, staffWithToken, TEST_PASSWORD } from "@/lib/testing/accounts";
import { callRoute } from "@/lib/testing/call-route";
import { uniqueClientIp } from "@/lib/testing/signup";
import { POST as changePassword } from "./password/route";
import { GET, PUT } from "./route";

describe("/v2/account", () => {
  it("shows and changes the name and the company of an owner", async () => {
    const owner = await merchantWithToken("Old Café");
    const before = await callRoute(GET, { token: owner.token });
    expect(before.status).toBe(200);
    expect(before.data).toMatchObject({ email: owner.email, role: "owner", company: "Old Café" });

    const updated = await callRoute(PUT, {
      method: "PUT",
      token: owner.token,
      json: { name: "Ada Baker", company: "New Café" },
    });
    expect(updated.status).toBe(200);
    expect(updated.data).toMatchObject({
      name: "Ada Baker",
      company: "New Café",
      merchantId: owner.merchantId,
    });
    expect((await callRoute(GET, { token: owner.token })).data).toMatchObject({ company: "New Café" });
  });

  it("leaves out what is not sent, rejects empty names, and needs a token", async () => {
    const owner = await merchantWithToken("Kept Café");
    const renamed = await callRoute(PUT, { method: "PUT", token: owner.token, json: { name: "Only Name" } });
    expect(renamed.data).toMatchObject({ name: "Only Name", company: "Kept Café" });
    const empty = await callRoute(PUT, { method: "PUT", token: owner.token, json: { name: "" } });
    expect(empty.status).toBe(422);
    expect((await callRoute(GET, {})).status).toBe(401);
  });

  it("never lets support staff rename a merchant through their own account", async () => {
    const staff = await staffWithToken();
    const response = await callRoute(PUT, {
      method: "PUT",
      token: staff.token,
      json: { company: "Hijacked" },
    });
    expect(response.status).toBe(200);
    expect(response.data).toMatchObject({ role: "staff", company: null });
  });
});

describe("the account's language", () => {
  it("is null until chosen, then kept; other fields stay as they are", async () => {
    const owner = await merchantWithToken("Sprach-Café");
    expect((await callRoute(GET, { token: owner.token })).data).toMatchObject({ language: null });

    const chosen = await callRoute(PUT, { method: "PUT", token: owner.token, json: { language: "de" } });
    expect(chosen.status).toBe(200);
    expect(chosen.data).toMatchObject({ language: "de", name: "Owner", company: "Sprach-Café" });
    const renamed = await callRoute(PUT, { method: "PUT", token: owner.token, json: { name: "Ada" } });
    expect(renamed.data).toMatchObject({ language: "de", name: "Ada" });
    expect((await callRoute(GET, { token: owner.token })).data).toMatchObject({ language: "de" });
  });

  it("answers 422 in Pydantic's shape for a language it has no copy for, and changes nothing", async () => {
    const owner = await merchantWithToken();
    for (const language of ["fr", "DE", 1, null]) {
      const response = await callRoute(PUT, {
        method: "PUT",
        token: owner.token,
        json: { name: "Changed", language },
      });
      expect(response.status, String(language)).toBe(422);
      expect(response.data).toEqual({
        detail: [
          {
            type: "enum",
            loc: ["body", "language"],
            msg: "Input should be 'en' or 'de'",
            input: language,
            ctx: { expected: "'en' or 'de'" },
          },
        ],
      });
    }
    expect((await callRoute(GET, { token: owner.token })).data).toMatchObject({
      name: "Owner",
      language: null,
    });
  });
});

describe("POST /v2/account/password", () => {
  it("changes the password only with the right current one", async () => {
    const owner = await merchantWithToken();
    const wrong = await callRoute(changePassword, {
      token: owner.token,
      json: { currentPassword: "not the password", newPassword: "a fresh passphrase" },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.data).toEqual({ detail: { code: "WRONG_PASSWORD", message: expect.any(String) } });

    const right = await callRoute(changePassword, {
      token: owner.token,
      json: { currentPassword: TEST_PASSWORD, newPassword: "a fresh passphrase" },
    });
    expect(right.status).toBe(204);
    const signIn = (password: string) =>
      verifyLogin({ email: owner.email, password, clientIp: uniqueClientIp() });
    expect(await signIn("a fresh passphrase")).not.toBeNull();
    expect(await signIn(TEST_PASSWORD)).toBeNull();
  });
});
