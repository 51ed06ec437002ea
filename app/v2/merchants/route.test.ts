import { describe, expect, it } from "vitest";
import { merchantWithToken, staffWithToken } from "@/lib/testing/accounts";
import { callRoute } from "@/lib/testing/call-route";
import { GET as searchMerchants } from "./route";

describe("GET /v2/merchants", () => {
  it("lets support staff find merchants by name or id, and refuses owners", async () => {
    const target = await merchantWithToken("Zebra Bakery Searchable");
    await merchantWithToken("Unrelated Shop");
    const staff = await staffWithToken();
    const byName = await callRoute(searchMerchants, {
      path: "/v2/merchants?q=zebra%20bakery",
      token: staff.token,
    });
    expect(byName.status).toBe(200);
    expect(byName.data).toEqual({
      items: [
        {
          id: target.merchantId,
          name: "Zebra Bakery Searchable",
          status: "active",
          ownerEmail: target.email,
        },
      ],
    });
    const byId = await callRoute(searchMerchants, {
      path: `/v2/merchants?q=${target.merchantId}`,
      token: staff.token,
    });
    expect((byId.data as { items: { id: string }[] }).items.map((item) => item.id)).toEqual([
      target.merchantId,
    ]);
    expect((byId.data as { items: { ownerEmail: string }[] }).items[0]?.ownerEmail).toBe(target.email);
    const owner = await callRoute(searchMerchants, { path: "/v2/merchants?q=zebra", token: target.token });
    expect(owner.status).toBe(403);
    expect(
      (await callRoute(searchMerchants, { path: "/v2/merchants?limit=0", token: staff.token })).status,
    ).toBe(422);
    expect((await callRoute(searchMerchants, { path: "/v2/merchants" })).status).toBe(401);
  });

  it("finds a merchant by part of its owner's e-mail, in any case, and not by someone else's", async () => {
    const target = await merchantWithToken("Plainly Named Shop");
    const other = await merchantWithToken("Plainly Named Shop");
    const staff = await staffWithToken();
    const [localPart] = target.email.split("@");
    const byEmail = await callRoute(searchMerchants, {
      path: `/v2/merchants?q=${encodeURIComponent(`  ${localPart?.toUpperCase()}@Example `)}`,
      token: staff.token,
    });
    expect(byEmail.status).toBe(200);
    expect(byEmail.data).toEqual({
      items: [
        { id: target.merchantId, name: "Plainly Named Shop", status: "active", ownerEmail: target.email },
      ],
    });
    const byName = await callRoute(searchMerchants, {
      path: "/v2/merchants?q=plainly%20named",
      token: staff.token,
    });
    const found = (byName.data as { items: { id: string; ownerEmail: string }[] }).items;
    expect(found.map((item) => item.id).sort()).toEqual([target.merchantId, other.merchantId].sort());
    expect(found.map((item) => item.ownerEmail).sort()).toEqual([target.email, other.email].sort());
    const nobody = await callRoute(searchMerchants, {
      path: "/v2/merchants?q=nobody-has-this-address%40example.com",
      token: staff.token,
    });
    expect(nobody.data).toEqual({ items: [] });
  });
});
