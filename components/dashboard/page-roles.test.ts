import { describe, expect, it } from "vitest";
import { homePathOf, mayOpenPage } from "@/components/dashboard/page-roles";

describe("dashboard pages per role", () => {
  it("gives a cashier the scanner and their own settings only, and lands them on the scanner", () => {
    expect(mayOpenPage("cashier", "/scan?merchant=x")).toBe(true);
    expect(mayOpenPage("cashier", "/settings")).toBe(true);
    for (const path of ["/overview", "/programs/1/members", "/gdpr", "/settings/webhooks", "/settings/team"])
      expect(mayOpenPage("cashier", path), path).toBe(false);
    expect(homePathOf("cashier")).toBe("/scan");
  });

  it("keeps the team, app keys and wallet certificates from managers", () => {
    expect(mayOpenPage("manager", "/programs")).toBe(true);
    expect(mayOpenPage("manager", "/settings/webhooks/abc")).toBe(true);
    for (const path of ["/settings/team", "/settings/api-keys", "/settings/wallet"])
      expect(mayOpenPage("manager", path), path).toBe(false);
    expect(mayOpenPage("owner", "/settings/team")).toBe(true);
    expect(mayOpenPage("staff", "/settings/api-keys")).toBe(true);
    expect(homePathOf("manager")).toBe("/overview");
  });
});
