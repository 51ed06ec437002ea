import { Types } from "mongoose";
import { beforeAll, describe, expect, it } from "vitest";
import { resolveDashboardMerchant } from "@/components/dashboard/dashboard-merchant";
import type { DashboardUser } from "@/lib/auth/current-user";
import { merchantWithToken, staffWithToken } from "@/lib/testing/accounts";

let owner: DashboardUser;
let other: Awaited<ReturnType<typeof merchantWithToken>>;
let staff: DashboardUser;

beforeAll(async () => {
  const account = await merchantWithToken("Own Roastery");
  owner = {
    id: account.userId,
    email: account.email,
    name: "Owner",
    role: "owner",
    merchantId: account.merchantId,
    merchantName: "Own Roastery",
  };
  other = await merchantWithToken("Someone Else's Bakery");
  const staffAccount = await staffWithToken();
  staff = {
    id: staffAccount.userId,
    email: staffAccount.email,
    name: "Support",
    role: "staff",
    merchantId: null,
    merchantName: null,
  };
});

describe("resolveDashboardMerchant", () => {
  it("keeps an owner on their own merchant whatever the acting-for cookie names", async () => {
    for (const chosen of [other.merchantId, "not-an-id", undefined]) {
      expect(await resolveDashboardMerchant({ user: owner, chosen })).toEqual({
        merchant: {
          merchantId: owner.merchantId,
          merchantName: "Own Roastery",
          ownerEmail: owner.email,
          isStaff: false,
        },
        isUnknown: false,
      });
    }
  });

  it("gives staff the merchant they chose, with its name and owner e-mail", async () => {
    expect(await resolveDashboardMerchant({ user: staff, chosen: other.merchantId })).toEqual({
      merchant: {
        merchantId: other.merchantId,
        merchantName: "Someone Else's Bakery",
        ownerEmail: other.email,
        isStaff: true,
      },
      isUnknown: false,
    });
  });

  it("gives staff no merchant until they choose one", async () => {
    for (const chosen of [undefined, null, ""]) {
      expect(await resolveDashboardMerchant({ user: staff, chosen })).toEqual({
        merchant: null,
        isUnknown: false,
      });
    }
  });

  it("flags a malformed or unknown choice instead of acting for it", async () => {
    const malformed = ["x", `${other.merchantId}0`, other.merchantId.toUpperCase(), '{"$ne":null}'];
    for (const chosen of [...malformed, new Types.ObjectId().toHexString()]) {
      expect(await resolveDashboardMerchant({ user: staff, chosen })).toEqual({
        merchant: null,
        isUnknown: true,
      });
    }
  });
});
