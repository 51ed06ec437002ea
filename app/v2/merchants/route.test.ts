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
      items: [{ id: target.merchantId, name: "Zebra Bakery Searchable", status: "active" }],
    });
    const byId = await callRoute(searchMerchants, {
      path: `/v2/merchants?q=${target.merchantId}`,
      token: staff.token,
    });
    expect((byId.data as { items: { id: string }[] }).items.map((item) => item.id)).toEqual([
      target.merchantId,
    ]);
    const owner = await callRoute(searchMerchants, { path: "/v2/merchants?q=zebra", token: target.token });
    expect(owner.status).toBe(403);
    expect(
      (await callRoute(searchMerchants, { path: "/v2/merchants?limit=0", token: staff.token })).status,
    ).toBe(422);
    expect((await callRoute(searchMerchants, { path: "/v2/merchants" })).status).toBe(401);
  });
});
